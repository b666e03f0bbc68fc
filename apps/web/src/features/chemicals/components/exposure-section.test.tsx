import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aProduct, ESPACE_ID, fakeChemicalsApi } from '../test/fake-server';
import { ChemicalsPage } from './chemicals-page';

afterEach(() => vi.unstubAllGlobals());

const line = {
  id: '00000000-0000-4000-8000-0000000000f1',
  idProduit: aProduct().id,
  nature: 'Dégraissage au pinceau',
  duree: '2 h par semaine',
  degre: 'Moyen',
  dateDebut: '2026-01-05',
  dateFin: null,
  creationTime: '',
  updateTime: '',
};
const listed = {
  id: aProduct().id,
  nomCommercial: 'Dégraissant Moteur DX 500',
  mentionsDanger: ['H350'],
};

describe('the CMR exposure list', () => {
  it('shows a Lecteur the anonymised list and the register without any write', async () => {
    fakeChemicalsApi([aProduct()], {
      'GET /api/chemicals/exposures': () => ({
        body: {
          anonymisee: true,
          produits: [{ ...listed, nombreTravailleurs: 1, expositions: [line] }],
          envoisSpst: [],
        },
      }),
    });
    renderWithProviders(<ChemicalsPage espaceId={ESPACE_ID} espaceName="Garage" role="lecteur" />);
    await screen.findByRole('heading', { name: 'Dégraissant Moteur DX 500', level: 2 });
    for (const name of ['Ajouter un produit', 'Modifier', 'Envoyer la FDS', 'Supprimer']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Exposés aux CMR' }));
    expect(await screen.findByText(/1 travailleur exposé/)).toBeInTheDocument();
    expect(screen.getByText('Dégraissage au pinceau')).toBeInTheDocument();
    expect(
      screen.getByText('Vous voyez la version anonymisée.', { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Ajouter un travailleur/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corriger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer un envoi' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Liste anonymisée pour le CSE/ })).toBeInTheDocument();
  });

  it('lets an Éditeur add a named worker to a CMR product', async () => {
    const calls = fakeChemicalsApi([aProduct()], {
      'GET /api/chemicals/exposures': () => ({
        body: { anonymisee: false, produits: [{ ...listed, expositions: [] }], envoisSpst: [] },
      }),
      [`POST /api/chemicals/products/${listed.id}/exposures`]: ({ body }) => ({
        status: 201,
        body: { ...line, ...(body as object) },
      }),
    });
    renderWithProviders(<ChemicalsPage espaceId={ESPACE_ID} espaceName="Garage" role="editeur" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Exposés aux CMR' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Ajouter un travailleur exposé à Dégraissant Moteur DX 500',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Ajouter un travailleur exposé' }));
    await user.click(dialog.getByRole('button', { name: 'Ajouter à la liste' }));
    expect(await dialog.findByText('Indiquez le nom du travailleur.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Travailleur'), 'Marc Petit');
    await user.type(dialog.getByLabelText("Nature de l'exposition"), 'Dégraissage');
    await user.type(dialog.getByLabelText('Durée'), '2 h par semaine');
    await user.type(dialog.getByLabelText('Degré'), 'Moyen');
    await user.click(dialog.getByRole('button', { name: 'Ajouter à la liste' }));
    expect(await screen.findByText('Travailleur ajouté à la liste')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      travailleur: 'Marc Petit',
      degre: 'Moyen',
      dateDebut: null,
    });
  });
});
