import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DuerpDocument, PaymentStatus } from '@duerp/domain/duerp';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp, aVersion, DUERP_ID, paid } from '@/features/duerp/test/fixtures';
import { DocumentPage } from './document-page';

const V1 = aVersion(1, '2026-01-10T09:00:00Z', 'Première version');
const V2 = aVersion(2, '2026-03-02T15:30:00Z', 'Nouvel atelier');

function renderPage(duerp: DuerpDocument) {
  mockApi({
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    [`GET /api/duerp/${DUERP_ID}/versions/list`]: () => ({ body: duerp.versions }),
  });
  renderWithProviders(
    <DocumentPage duerpId={DUERP_ID} highlightVersionId={null} limitReached={false} />,
    { path: '/duerps/:duerpId', url: `/duerps/${DUERP_ID}` },
  );
  return userEvent.setup();
}

const withStatus = (status: PaymentStatus) =>
  aCompleteDuerp({ versions: [V1, V2], paymentStatus_Derivated: status });

/** Serves the export routes; records the requested paths and the saved file names. */
function serveExports(fail = false) {
  const jsonFetch = globalThis.fetch;
  const saved: string[] = [];
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = /\/versions\/(v\d)\/download-(xlsx|docx)$/.exec(url);
    if (!match) return jsonFetch(input, init);
    requested.push(url);
    if (fail) return new Response('{"message":"Non"}', { status: 500 });
    return new Response('PK', {
      headers: { 'Content-Disposition': `attachment; filename="DUERP_${match[1]}.${match[2]}"` },
    });
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, requested };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('download dialog: Excel and Word exports', () => {
  it('offers the latest version as XLSX and DOCX with full access', async () => {
    const user = renderPage(paid(withStatus('IN_PAID_PERIOD')));
    const { saved, requested } = serveExports();
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    let dialog = await screen.findByRole('dialog', { name: 'Télécharger le PDF' });
    expect(within(dialog).getByRole('heading', { name: 'Autres formats' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['DUERP_v2.xlsx']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    dialog = await screen.findByRole('dialog', { name: 'Télécharger le PDF' });
    await user.click(within(dialog).getByRole('button', { name: 'Word (.docx)' }));
    await waitFor(() => expect(saved).toEqual(['DUERP_v2.xlsx', 'DUERP_v2.docx']));
    expect(requested.map((u) => u.replace(/^.*\/versions\//, ''))).toEqual([
      'v2/download-xlsx',
      'v2/download-docx',
    ]);
  });

  it('offers no export with a demo access', async () => {
    const user = renderPage(withStatus('PAYMENT_NEEDED'));
    serveExports();
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Télécharger le PDF' });
    expect(within(dialog).queryByRole('button', { name: 'Excel (.xlsx)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Word (.docx)' })).not.toBeInTheDocument();
  });

  it('says when an export fails and keeps the dialog open', async () => {
    const user = renderPage(paid(withStatus('IN_PAID_PERIOD')));
    serveExports(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    await user.click(await screen.findByRole('button', { name: 'Word (.docx)' }));
    expect(await screen.findByText('Erreur lors du téléchargement du fichier')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Télécharger le PDF' })).toBeInTheDocument();
  });
});
