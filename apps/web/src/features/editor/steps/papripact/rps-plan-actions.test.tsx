import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_RISQUES_PSYCHOSOCIAUX } from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { aUniteRps } from '../../test/rps-fixtures';
import { RpsPlanActions } from './rps-plan-actions';

const document: DuerpDocument = aDuerp({
  data: {
    ...aDuerp().data,
    entreprise: anEntreprise(),
    isPapripactEnabled: true,
    risquesPsychosociaux: {
      ...EMPTY_RISQUES_PSYCHOSOCIAUX,
      unitesRps: [
        aUniteRps({
          actions: [
            {
              idAction: 'x1',
              cible: { type: 'famille', famille: 'emotions' },
              descriptionDeLaMesure: 'Formation à la gestion des clients agressifs',
              responsable: 'Claire Martin',
              budget: '',
              date: '2027-03-01',
              statut: 'À planifier',
            },
          ],
        }),
      ],
    },
  },
});

const THREADS = `/api/duerp/${document.id}/commentaires`;

/** The document and its comment threads, where a published comment joins its thread. */
function serveComments() {
  const threads: { cible: 'action'; idCible: string; resolu: boolean; comments: unknown[] }[] = [];
  const calls = mockApi({
    [`GET /api/duerp/${document.id}`]: () => ({ body: document }),
    [`GET ${THREADS}`]: () => ({ body: threads }),
    [`POST ${THREADS}`]: ({ body }) => {
      const { cible, idCible, texte } = body as { cible: 'action'; idCible: string; texte: string };
      const thread = { cible, idCible, resolu: false, comments: [] as unknown[] };
      thread.comments.push({
        id: 'c1',
        auteur: 'moi@exemple.fr',
        isMine: true,
        texte,
        creeLe: '2026-12-03T09:00:00Z',
        modifieLe: null,
      });
      threads.push(thread);
      return { body: thread };
    },
  });
  return calls;
}

describe('RpsPlanActions (step 6)', () => {
  it('opens the comments of an RPS action and publishes one on it', async () => {
    const calls = serveComments();
    renderWithProviders(<RpsPlanActions duerp={document} />);
    const section = screen.getByRole('region', { name: 'Actions sur les risques psychosociaux' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Commentaires (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commentaires' });
    expect(within(dialog).getByText('Aucun commentaire pour l’instant.')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Votre commentaire' }),
      'Formation planifiée avec le CSE',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(await within(dialog).findByText('Formation planifiée avec le CSE')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      cible: 'action',
      idCible: 'x1',
      texte: 'Formation planifiée avec le CSE',
      mentions: [],
    });
    expect(await within(section).findByText('Commentaires (1)')).toBeInTheDocument();
  });

  it('lists the actions decided in the RPS synthesis, with a link back to it', () => {
    serveComments();
    renderWithProviders(<RpsPlanActions duerp={document} />);
    const section = screen.getByRole('region', { name: 'Actions sur les risques psychosociaux' });
    expect(within(section).getByText('Famille « Exigences émotionnelles »')).toBeInTheDocument();
    expect(
      within(section).getByText('Formation à la gestion des clients agressifs'),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Modifier dans la synthèse RPS' }),
    ).toHaveAttribute(
      'href',
      `/duerps/${document.id}/edit?step=5&partie=rps&uniteRps=rps1&vue=synthese`,
    );
  });

  it('shows nothing while no RPS action exists', () => {
    serveComments();
    renderWithProviders(<RpsPlanActions duerp={aDuerp()} />);
    expect(screen.queryByRole('region', { name: /psychosociaux/ })).not.toBeInTheDocument();
  });
});
