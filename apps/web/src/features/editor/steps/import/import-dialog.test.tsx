import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { ImportDialog } from './import-dialog';

const ID = '11111111-1111-4111-8111-111111111111';
const PREVIEW = `POST /api/duerp/${ID}/import/preview`;
const CONFIRM = `POST /api/duerp/${ID}/import/confirm`;
const preview = {
  rowCount: 3,
  risqueCount: 2,
  evaluatedCount: 1,
  revision: 7,
  units: [
    {
      displayName: 'Atelier',
      isNew: false,
      risqueCount: 2,
      categories: [
        { displayName: 'Bruit', isNew: false },
        { displayName: 'Électricité', isNew: true },
      ],
    },
  ],
  errors: [{ line: 3, message: 'Le nom du risque est requis' }],
};

function renderDialog(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    [PREVIEW]: () => ({ body: preview }),
    [CONFIRM]: () => ({ body: aDuerp({ id: ID, revision: 8 }) }),
    ...routes,
  });
  renderWithProviders(<ImportDialog duerpId={ID} open onOpenChange={() => undefined} />);
  return { calls, user: userEvent.setup() };
}

const csv = () =>
  new File(['Unité de travail;Catégorie;Risque\nAtelier;Bruit;Machines\n'], 'risques.csv', {
    type: 'text/csv',
  });

describe('ImportDialog', () => {
  it('previews the file before anything is written, then imports it on confirmation', async () => {
    const { calls, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Importer depuis un tableur' });
    await user.upload(within(dialog).getByLabelText(/fichier à importer/), csv());
    expect(await screen.findByRole('heading', { name: 'Aperçu avant import' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('3 lignes lues : 2 risques à ajouter, dont 1 évalué.');
    const categories = screen.getByRole('list', { name: 'Catégories de Atelier' });
    expect(within(categories).getByText(/Électricité/)).toHaveTextContent('Électricité nouvelle');
    expect(screen.getByRole('list', { name: 'Lignes en erreur' })).toHaveTextContent(
      'Ligne 3 : Le nom du risque est requis',
    );
    const sent = calls.find((c) => c.url.endsWith('/import/preview'))?.body as {
      fileName: string;
      contentBase64: string;
    };
    expect(sent.fileName).toBe('risques.csv');
    expect(atob(sent.contentBase64)).toContain('Atelier;Bruit;Machines');
    expect(calls.some((c) => c.url.endsWith('/import/confirm'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Importer 2 risques' }));
    expect(await screen.findByText('2 risques importés')).toBeInTheDocument();
    const confirmCall = calls.find((c) => c.url.endsWith('/import/confirm'));
    expect(confirmCall?.headers['If-Match']).toBe('7');
  });

  it('shows the French message of a refused file', async () => {
    const { user } = renderDialog({
      [PREVIEW]: () => ({ status: 400, body: { message: IMPORT_MESSAGES.macros } }),
    });
    await user.upload(screen.getByLabelText(/fichier à importer/), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.macros);
    expect(screen.queryByRole('button', { name: /^Importer/ })).not.toBeInTheDocument();
  });

  it('asks for a new preview when the document changed in between', async () => {
    const { user } = renderDialog({
      [CONFIRM]: () => ({ status: 409, body: { message: 'Modifié entre-temps.' } }),
    });
    await user.upload(screen.getByLabelText(/fichier à importer/), csv());
    await user.click(await screen.findByRole('button', { name: 'Importer 2 risques' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.staleFile);
  });
});
