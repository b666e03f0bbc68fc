import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aProduct, ESPACE_ID, fakeChemicalsApi, REFERENCE } from '../test/fake-server';
import { FdsDialog } from './fds-dialog';

afterEach(() => vi.unstubAllGlobals());

const product = aProduct({ mentionsDanger: ['H225'], cmr: null });
const path = `/api/chemicals/products/${product.id}`;
const pdf = () => new File(['%PDF-1.7 fiche'], 'fds.pdf', { type: 'application/pdf' });

function renderDialog(suggestions: { texteLu: boolean; mentionsDanger: string[] }) {
  const calls = fakeChemicalsApi([product], {
    [`PUT ${path}/fds`]: () => ({
      body: { produit: { ...product, fds: { byteSize: 14, uploadedAt: '' } }, suggestions },
    }),
    [`PUT ${path}`]: ({ body }) => ({ body: { ...product, ...(body as object) } }),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <FdsDialog espaceId={ESPACE_ID} product={product} reference={REFERENCE} onClose={onClose} />,
  );
  return { calls, onClose };
}

describe('the safety data sheet’s suggestions', () => {
  it('applies none of the codes read until each is retained, then saves only those', async () => {
    const { calls, onClose } = renderDialog({
      texteLu: true,
      mentionsDanger: ['H225', 'H315', 'H350'],
    });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Fichier PDF de la fiche'), pdf());
    const found = within(
      await screen.findByRole('region', { name: 'Mentions de danger trouvées dans la rubrique 2' }),
    );
    // H225 is already on the product: only the new codes are offered.
    expect(found.queryByText('H225')).not.toBeInTheDocument();
    expect(found.getByText('Peut provoquer le cancer')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT' && c.url === path)).toHaveLength(0);

    await user.click(found.getByRole('button', { name: 'Retenir H350' }));
    expect(found.getByRole('button', { name: 'Retenir H350' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByLabelText('Date de révision de la FDS'), '2025-03-12');
    await user.click(screen.getByRole('button', { name: /Ajouter 1 mention/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT' && c.url === path)?.body).toMatchObject({
      mentionsDanger: ['H225', 'H350'],
      fdsDateRevision: '2025-03-12',
    });
  });

  it('retains every suggestion at once with « Tout retenir »', async () => {
    const { calls } = renderDialog({ texteLu: true, mentionsDanger: ['H315', 'H350'] });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Fichier PDF de la fiche'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Tout retenir' }));
    await user.click(screen.getByRole('button', { name: /Ajouter 2 mention/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url === path)?.body).toMatchObject({
        mentionsDanger: ['H225', 'H315', 'H350'],
      }),
    );
  });

  it('says when no text could be read from the sheet', async () => {
    renderDialog({ texteLu: false, mentionsDanger: [] });
    await userEvent.setup().upload(screen.getByLabelText('Fichier PDF de la fiche'), pdf());
    expect(
      await screen.findByText(/Le texte de cette fiche n'a pas pu être lu/),
    ).toBeInTheDocument();
  });

  it('shows the API’s French error when the file is refused', async () => {
    const message = "Ce fichier n'est pas un PDF.";
    fakeChemicalsApi([product], {
      [`PUT ${path}/fds`]: () => ({ status: 400, body: { message } }),
    });
    renderWithProviders(
      <FdsDialog espaceId={ESPACE_ID} product={product} reference={REFERENCE} onClose={vi.fn()} />,
    );
    await userEvent.setup().upload(screen.getByLabelText('Fichier PDF de la fiche'), pdf());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
