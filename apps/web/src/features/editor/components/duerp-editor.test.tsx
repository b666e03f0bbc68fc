import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { aDuerp, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { DuerpEditor } from './duerp-editor';

const ID = '11111111-1111-4111-8111-111111111111';
const version = {
  id: 'v1',
  duerpDocumentId: ID,
  versionNumber: 1,
  creationTime: '2026-03-01T10:00:00Z',
  notesDeVersion: '',
};

function renderEditor(
  step: string,
  duerp = aDuerp({ data: { ...aDuerp().data, entreprise: anEntreprise() } }),
) {
  const calls = mockApi({
    [`GET /api/duerp/${ID}`]: () => ({ body: duerp }),
    [`POST /api/duerp/${ID}/update-infosentreprise`]: ({ body }) => ({
      body: { ...duerp, revision: 2, data: { ...duerp.data, entreprise: body } },
    }),
    [`GET /api/duerpmasterdata/risques?duerpDocId=${ID}`]: () => ({
      body: { unitesDeTravail: [], familleDeRisques: [], categorieDeRisques: [], risques: [] },
    }),
  });
  const view = renderWithProviders(<DuerpEditor duerpId={ID} accountIsVip={false} />, {
    path: '/duerps/:duerpId/edit',
    url: `/duerps/${ID}/edit${step}`,
  });
  return { ...view, calls, user: userEvent.setup() };
}

const search = (router: { state: { location: { search: string } } }) =>
  router.state.location.search;

describe('DuerpEditor', () => {
  it('titles a document without version as a creation, and lists the seven steps', async () => {
    renderEditor('?step=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Création de mon DUERP' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Étapes du DUERP' });
    expect(within(menu).getAllByRole('link')).toHaveLength(7);
    expect(within(menu).getByRole('link', { name: /Introduction/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reprenons la création de votre DUERP' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Quitter l'éditeur/ })).toHaveAttribute(
      'href',
      `/duerps/${ID}`,
    );
    expect(screen.getByRole('link', { name: 'Historique des modifications' })).toHaveAttribute(
      'href',
      `/duerps/${ID}/historique`,
    );
    // Drawn twice (side column on a wide screen, under the step on a phone): CSS shows one.
    for (const link of screen.getAllByRole('link', { name: 'Contacter le cabinet partenaire' })) {
      expect(link).toHaveAttribute('href', '/contact-private');
    }
  });

  it('titles a document with a version as a modification', async () => {
    renderEditor('', aDuerp({ versions: [version] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modification de mon DUERP' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mettons à jour votre DUERP' }),
    ).toBeInTheDocument();
  });

  it.each(['?step=9', '?step=0', '?step=abc', '?step=2.5'])('opens step 1 for %s', async (step) => {
    renderEditor(step);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Reprenons la création de votre DUERP',
      }),
    ).toBeInTheDocument();
  });

  it('shows the title and a note for the steps still to come, without Next on step 7', async () => {
    const { user, router } = renderEditor('?step=6');
    expect(await screen.findByRole('heading', { level: 2, name: 'PAPRIPACT' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Finalisation' }),
    ).toBeInTheDocument();
    expect(search(router)).toBe('?step=7');
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  });

  it('asks before leaving step 2 with unsaved changes', async () => {
    const { user, router } = renderEditor('?step=2');
    const nom = await screen.findByLabelText('Raison sociale');
    await user.type(nom, ' SARL');
    await user.click(screen.getByRole('link', { name: /Unités de travail/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications non sauvegardées' });
    expect(within(dialog).getByText(DUERP_MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur cette page' }));
    expect(search(router)).toBe('?step=2');
    expect(nom).toHaveValue('Boulangerie Martin SARL');

    await user.click(screen.getByRole('button', { name: /Précédent/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Continuer sans sauvegarder',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Reprenons la création de votre DUERP',
      }),
    ).toBeInTheDocument();
  });

  it('saves step 2 on Next and moves on without asking', async () => {
    const { user, router, calls } = renderEditor('?step=2');
    await user.type(await screen.findByLabelText('Raison sociale'), ' SARL');
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(await screen.findByText('Modifications sauvegardées !')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Unités de travail' }),
    ).toBeInTheDocument();
    expect(search(router)).toBe('?step=3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      nom: 'Boulangerie Martin SARL',
    });
  });

  it('says when the document does not exist', async () => {
    mockApi({
      [`GET /api/duerp/${ID}`]: () => ({ status: 404, body: { message: 'DUERP introuvable.' } }),
    });
    renderWithProviders(<DuerpEditor duerpId={ID} accountIsVip={false} />);
    expect(await screen.findByText('DUERP introuvable.')).toBeInTheDocument();
  });
});
