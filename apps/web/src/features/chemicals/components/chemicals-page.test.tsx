import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aProduct, ESPACE_ID, fakeChemicalsApi } from '../test/fake-server';
import { ChemicalsPage } from './chemicals-page';

afterEach(() => vi.unstubAllGlobals());

const renderPage = (role: 'proprietaire' | 'editeur' | 'lecteur' = 'editeur') =>
  renderWithProviders(
    <ChemicalsPage espaceId={ESPACE_ID} espaceName="Garage Dupont" role={role} />,
  );

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 2 })).closest('li')!);

describe('the register', () => {
  it('lists each product with its units, pictograms by their French names and its flags', async () => {
    const calls = fakeChemicalsApi([
      aProduct(),
      aProduct({
        id: '00000000-0000-4000-8000-0000000000a2',
        nomCommercial: 'Vernis',
        mentionsDanger: ['H351'],
        pictogrammes: [],
        cmr: 'suspecte',
        fds: { byteSize: 2000, uploadedAt: '2020-01-01T00:00:00Z' },
        fdsDateRevision: '2020-01-01',
        flags: { fds: 'ancienne', cmrSansSubstitution: false },
      }),
    ]);
    renderPage();
    const degreaser = await cardOf('Dégraissant Moteur DX 500');
    expect(degreaser.getByText('CMR avéré')).toBeInTheDocument();
    expect(degreaser.getByText('FDS manquante')).toBeInTheDocument();
    expect(degreaser.getByText('CMR sans recherche de substitution')).toBeInTheDocument();
    expect(degreaser.getByText('Atelier')).toBeInTheDocument();
    expect(degreaser.getByRole('img', { name: 'Inflammable' })).toBeInTheDocument();
    expect(degreaser.getByRole('img', { name: 'Danger pour la santé' })).toBeInTheDocument();
    const varnish = await cardOf('Vernis');
    expect(varnish.getByText('CMR suspecté')).toBeInTheDocument();
    expect(varnish.getByText('FDS de plus de 3 ans')).toBeInTheDocument();
    expect(varnish.queryByText('CMR sans recherche de substitution')).not.toBeInTheDocument();
    // The register's calls name the page's espace (the fixed reference is the same for all).
    const scoped = calls.filter((c) => !c.url.endsWith('/reference'));
    expect(scoped.map((c) => c.headers['X-Espace-Id'])).toEqual(scoped.map(() => ESPACE_ID));
  });

  it('says when the register is empty and offers to add a product', async () => {
    fakeChemicalsApi([]);
    renderPage();
    expect(await screen.findByText('Aucun produit chimique enregistré')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un produit' })).toBeInTheDocument();
  });

  it('shows the server’s French message when a product kept on the exposure list is deleted', async () => {
    const message =
      "Ce produit figure sur la liste des travailleurs exposés, à conserver : retirez d'abord ses lignes d'exposition.";
    fakeChemicalsApi([aProduct()], {
      [`DELETE /api/chemicals/products/${aProduct().id}`]: () => ({
        status: 409,
        body: { message },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      (await cardOf('Dégraissant Moteur DX 500')).getByRole('button', { name: 'Supprimer' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce produit ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le produit' }));
    expect(await screen.findByText(`Erreur : ${message}`)).toBeInTheDocument();
  });
});

describe('the product form', () => {
  it('shows the CMR class derived from the H-codes as they are added, and sends them', async () => {
    const calls = fakeChemicalsApi([], {
      'POST /api/chemicals/products': () => ({ status: 201, body: aProduct() }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un produit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ajouter un produit' }));
    await user.type(dialog.getByLabelText('Nom commercial'), 'Diluant');
    expect(dialog.getByText(/Classement CMR/)).toHaveTextContent('non CMR');
    const codes = dialog.getByLabelText('Mentions de danger (H…)');
    await user.type(codes, 'h351{Enter}');
    expect(dialog.getByText(/Classement CMR/)).toHaveTextContent('CMR suspecté');
    await user.type(codes, 'H225, h350{Enter}');
    expect(dialog.getByText(/Classement CMR/)).toHaveTextContent('CMR avéré');
    await user.type(codes, 'P280{Enter}');
    expect(dialog.getByText(/« P280 » n'est pas une mention de danger/)).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Atelier' }));
    await user.click(dialog.getByRole('button', { name: 'Inflammable' }));
    expect(dialog.getByRole('button', { name: 'Inflammable' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(dialog.getByRole('button', { name: 'Ajouter le produit' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      nomCommercial: 'Diluant',
      mentionsDanger: ['H351', 'H225', 'H350'],
      pictogrammes: ['SGH02'],
      unitesDeTravail: [{ idUniteDeTravail: 'u-Atelier' }],
    });
  });

  it('asks for the trade name before sending anything', async () => {
    const calls = fakeChemicalsApi([]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un produit' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter le produit' }));
    expect(await screen.findByText('Indiquez le nom commercial du produit.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
