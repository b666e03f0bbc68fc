import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommentThread } from '@duerp/domain/collaboration';
import type { EspaceMember } from '@duerp/domain/espaces';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp, DUERP_ID } from '@/features/duerp/test/fixtures';
import { CommentsButton } from './comments-button';

const duerp = { ...aCompleteDuerp(), espaceId: 'e5a1' };
const THREADS = `/api/duerp/${DUERP_ID}/commentaires`;

const comment = (id: string, auteur: string, texte: string, isMine = false) => ({
  id,
  auteur,
  isMine,
  texte,
  creeLe: '2026-11-20T09:00:00Z',
  modifieLe: null,
});

/** The members answer of a Propriétaire before names existed (addresses only). */
const ADDRESSES: EspaceMember[] = [
  { accountId: 'a1', email: 'marie.durand@exemple.fr', role: 'editeur', joinedAt: '' },
  { accountId: 'a2', email: 'paul@exemple.fr', role: 'proprietaire', joinedAt: '' },
];

function serve(threads: CommentThread[], members = ADDRESSES) {
  return mockApi({
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    [`GET ${THREADS}`]: () => ({ body: threads }),
    [`GET /api/espaces/${duerp.espaceId}/members`]: () => ({
      body: {
        espace: { id: duerp.espaceId, name: 'Boulangerie', role: 'lecteur', isPersonal: false },
        members,
        invitations: [],
      },
    }),
    [`PUT ${THREADS}/c1`]: ({ body }) => ({
      body: {
        ...target,
        resolu: false,
        comments: [comment('c1', 'moi@exemple.fr', (body as { texte: string }).texte, true)],
      },
    }),
    [`POST ${THREADS}`]: ({ body }) => ({
      body: {
        cible: 'risque',
        idCible: 'r1',
        resolu: false,
        comments: [comment('c9', 'moi@exemple.fr', (body as { texte: string }).texte, true)],
      },
    }),
  });
}

const target = { cible: 'risque', idCible: 'r1' } as const;

describe('CommentsButton', () => {
  it('shows the count and folds a resolved thread, which opens on demand', async () => {
    serve([
      {
        ...target,
        resolu: true,
        comments: [
          comment('c1', 'paul@exemple.fr', 'Tapis posés ?'),
          comment('c2', 'marie.durand@exemple.fr', 'Oui'),
        ],
      },
    ]);
    renderWithProviders(<CommentsButton duerpId={DUERP_ID} target={target} label="Glissade" />);
    const button = await screen.findByRole('button', { name: 'Commentaires (2) · Résolu' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Commentaires' });
    const folded = within(dialog).getByText(/Résolu · 2 commentaires/);
    expect(folded.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(folded);
    expect(folded.closest('details')).toHaveAttribute('open');
    expect(within(dialog).getByText('Tapis posés ?')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Rouvrir le fil' })).toBeEnabled();
  });

  it('completes an @ mention from the espace’s members with the keyboard and publishes it', async () => {
    const calls = serve([]);
    renderWithProviders(<CommentsButton duerpId={DUERP_ID} target={target} label="Glissade" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Commentaires (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commentaires' });
    expect(within(dialog).getByText('Aucun commentaire pour l’instant.')).toBeVisible();
    const field = within(dialog).getByRole('combobox', { name: 'Votre commentaire' });
    await userEvent.type(field, 'Voir avec @mar');
    const option = await within(dialog).findByRole('option', { name: 'marie.durand@exemple.fr' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).queryByRole('option', { name: 'paul@exemple.fr' })).toBeNull();
    // The first letter comes with Enter, in the same task, and the rest a frame later: the caret
    // stays after what was typed.
    await userEvent.setup({ delay: null }).keyboard('{Enter}d');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.keyboard('emain');
    expect(field).toHaveValue('Voir avec @marie.durand@exemple.fr demain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(
      await within(dialog).findByText('Voir avec @marie.durand@exemple.fr demain'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...target,
      texte: 'Voir avec @marie.durand@exemple.fr demain',
      mentions: ['a1'],
    });
    expect(field).toHaveValue('');
    // Behind the open dialog, the item's count follows.
    expect(screen.getByText('Commentaires (1)')).toBeInTheDocument();
  });

  it('lists the members by name to an Éditeur, who reads no address, and sends the pick by id', async () => {
    const calls = serve(
      [{ ...target, resolu: false, comments: [comment('c1', 'moi@exemple.fr', 'Hier', true)] }],
      [
        { accountId: 'a1', name: 'Marie Durand', role: 'editeur', joinedAt: '' },
        { accountId: 'a2', name: 'Paul', role: 'proprietaire', joinedAt: '' },
        { accountId: 'a3', name: 'Marion Lefèvre', role: 'lecteur', joinedAt: '' },
      ],
    );
    renderWithProviders(<CommentsButton duerpId={DUERP_ID} target={target} label="Glissade" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Commentaires (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commentaires' });
    const field = within(dialog).getByRole('combobox', { name: 'Votre commentaire' });
    await userEvent.type(field, '@mar');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Marie Durand', 'Marion Lefèvre']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // A pick whose name is erased mentions no one.
    await userEvent.type(field, 'et @pa');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Paul' }));
    for (let i = 0; i < '@Paul '.length; i += 1) await userEvent.keyboard('{Backspace}');
    await userEvent.type(field, 'voyez');
    expect(field).toHaveValue('@Marion Lefèvre et voyez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await within(dialog).findByText('@Marion Lefèvre et voyez');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...target,
      texte: '@Marion Lefèvre et voyez',
      mentions: ['a3'],
    });
  });

  it('edits a comment keeping the stored picks whose name is still written', async () => {
    const mine = comment('c1', 'moi@exemple.fr', '@Marie Durand et @Paul, hier', true);
    const calls = serve(
      [{ ...target, resolu: false, comments: [{ ...mine, mentions: ['a1', 'a2'] }] }],
      [
        { accountId: 'a1', name: 'Marie Durand', role: 'editeur', joinedAt: '' },
        { accountId: 'a2', name: 'Paul', role: 'proprietaire', joinedAt: '' },
      ],
    );
    renderWithProviders(<CommentsButton duerpId={DUERP_ID} target={target} label="Glissade" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Commentaires (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commentaires' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    const field = within(dialog).getByRole('combobox', { name: 'Modifier le commentaire' });
    await userEvent.clear(field);
    await userEvent.type(field, '@Marie Durand, demain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('@Marie Durand, demain')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      texte: '@Marie Durand, demain',
      mentions: ['a1'],
    });
  });
});
