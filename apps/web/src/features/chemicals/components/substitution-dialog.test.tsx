import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aProduct, ESPACE_ID, fakeChemicalsApi } from '../test/fake-server';
import { SubstitutionDialog } from './substitution-dialog';

afterEach(() => vi.unstubAllGlobals());

const product = aProduct();
const log = `/api/chemicals/products/${product.id}/substitutions`;
const entry = {
  id: '00000000-0000-4000-8000-0000000000d1',
  date: '2026-11-02',
  piste: 'fournisseur',
  demarche: 'Demande d’un dégraissant aqueux',
  resultat: 'en-cours',
  commentaire: '',
  piecesJointes: [],
  creationTime: '',
};

describe('the substitution log', () => {
  it('adds an entry, and removes one only after confirmation', async () => {
    let entries: (typeof entry)[] = [entry];
    const calls = fakeChemicalsApi([product], {
      [`GET ${log}`]: () => ({ body: { demarches: entries } }),
      [`POST ${log}`]: ({ body }) => {
        const added = { ...entry, ...(body as object), id: `${entry.id.slice(0, -1)}2` };
        entries = [...entries, added];
        return { status: 201, body: added };
      },
      [`DELETE ${log}/${entry.id}`]: () => {
        entries = entries.filter((e) => e.id !== entry.id);
        return { status: 200 };
      },
    });
    renderWithProviders(
      <SubstitutionDialog espaceId={ESPACE_ID} product={product} canWrite onClose={vi.fn()} />,
    );
    expect(await screen.findByText('Demande d’un dégraissant aqueux')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: /^Démarche$/ }),
      'Essai d’un procédé par fontaine biologique',
    );
    await user.selectOptions(screen.getByLabelText('Piste'), 'procede');
    await user.click(screen.getByRole('button', { name: 'Ajouter la démarche' }));
    expect(
      await screen.findByText('Essai d’un procédé par fontaine biologique'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ piste: 'procede' });

    await user.click(screen.getAllByRole('button', { name: 'Retirer la démarche' })[0]!);
    const confirm = screen.getByRole('dialog', { name: 'Retirer cette démarche ?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Retirer la démarche' }));
    await waitFor(() =>
      expect(screen.queryByText('Demande d’un dégraissant aqueux')).not.toBeInTheDocument(),
    );
  });

  it('offers no write to a Lecteur', async () => {
    fakeChemicalsApi([product], { [`GET ${log}`]: () => ({ body: { demarches: [entry] } }) });
    renderWithProviders(
      <SubstitutionDialog
        espaceId={ESPACE_ID}
        product={product}
        canWrite={false}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText('Demande d’un dégraissant aqueux')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer la démarche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter la démarche' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Joindre un fichier/)).not.toBeInTheDocument();
  });
});
