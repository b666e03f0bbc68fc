import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DuerpDocument, PaymentStatus } from '@duerp/domain/duerp';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp, aVersion, DUERP_ID, paid } from '@/features/duerp/test/fixtures';
import { DocumentPage } from './document-page';

const V1 = aVersion(1, '2026-01-10T09:00:00Z', 'Première version');
const V2 = aVersion(2, '2026-03-02T15:30:00Z', 'Nouvel atelier');

function renderPage(
  duerp: DuerpDocument,
  {
    highlight = null,
    versions = duerp.versions,
  }: { highlight?: string | null; versions?: unknown } = {},
) {
  const calls = mockApi({
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    [`GET /api/duerp/${DUERP_ID}/versions/list`]: () => ({ body: versions }),
    [`POST /api/duerp/duplicate/${DUERP_ID}`]: () => ({
      body: { ...duerp, id: 'copie', displayName: `${duerp.displayName} (copie)` },
    }),
    [`DELETE /api/duerp/${DUERP_ID}`]: () => ({ body: { message: 'DUERP supprimé avec succès' } }),
  });
  const view = renderWithProviders(
    <DocumentPage duerpId={DUERP_ID} highlightVersionId={highlight} limitReached={false} />,
    { path: '/duerps/:duerpId', url: `/duerps/${DUERP_ID}` },
  );
  return { ...view, calls, user: userEvent.setup() };
}

const actions = () => screen.getByRole('complementary', { name: 'Actions du DUERP' });
const withStatus = (status: PaymentStatus, versions = [V1, V2]) =>
  aCompleteDuerp({ versions, paymentStatus_Derivated: status });

/** Serves the PDF routes with a tiny PDF and its Content-Disposition; records the saved file. */
function servePdf(fail = false) {
  const jsonFetch = globalThis.fetch;
  const saved: { name: string; type: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = /\/versions\/(v\d)\/(download|downloaddemo)$/.exec(url);
    if (!match) return jsonFetch(input, init);
    if (fail) return new Response('{"message":"Non"}', { status: 500 });
    const name = `DUERP_${match[1]}${match[2] === 'downloaddemo' ? '_demo' : ''}.pdf`;
    return new Response('%PDF-1.7', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: this.href });
  });
  return saved;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('DocumentPage', () => {
  it('offers to continue and validate a draft, without download nor purchase', async () => {
    renderPage(aCompleteDuerp());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boulangerie Martin' }),
    ).toBeInTheDocument();
    const column = within(actions());
    expect(column.getByRole('link', { name: 'Retour à mes DUERP' })).toHaveAttribute(
      'href',
      '/duerps',
    );
    expect(column.getByRole('link', { name: 'Continuer la création' })).toHaveAttribute(
      'href',
      `/duerps/${DUERP_ID}/edit`,
    );
    expect(column.getByRole('link', { name: 'Valider cette version' })).toHaveAttribute(
      'href',
      `/duerps/${DUERP_ID}/edit?step=7`,
    );
    expect(column.queryByRole('link', { name: 'Acheter' })).not.toBeInTheDocument();
    expect(column.queryByRole('button', { name: 'Télécharger le PDF' })).not.toBeInTheDocument();
    expect(column.queryByRole('link', { name: /Modifier \/ Créer/ })).not.toBeInTheDocument();
    expect(column.getByRole('button', { name: 'Dupliquer' })).toBeInTheDocument();
    expect(column.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(column.getByRole('link', { name: 'Historique des modifications' })).toHaveAttribute(
      'href',
      `/duerps/${DUERP_ID}/historique`,
    );
    expect(screen.getByText("La création de votre DUERP n'est pas terminée.")).toBeInTheDocument();
    expect(screen.getByText('Version de démonstration')).toBeInTheDocument();
  });

  it.each(['PAYMENT_NEEDED', 'EXPIRED'] as const)(
    'offers the purchase when the status is %s',
    async (status) => {
      renderPage(withStatus(status));
      const buy = await within(await screen.findByRole('complementary')).findByRole('link', {
        name: 'Acheter',
      });
      expect(buy).toHaveAttribute('href', `/choose-plan?duerpid=${DUERP_ID}`);
      const column = within(actions());
      expect(column.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
      expect(
        column.getByRole('link', { name: 'Modifier / Créer une nouvelle version' }),
      ).toHaveAttribute('href', `/duerps/${DUERP_ID}/edit`);
      expect(column.queryByRole('link', { name: 'Continuer la création' })).not.toBeInTheDocument();
    },
  );

  it.each(['IN_PAID_PERIOD', 'VIP'] as const)(
    'does not offer the purchase when %s',
    async (status) => {
      renderPage({ ...paid(withStatus(status)), paymentStatus_Derivated: status });
      await screen.findByRole('button', { name: 'Télécharger le PDF' });
      expect(within(actions()).queryByRole('link', { name: 'Acheter' })).not.toBeInTheDocument();
      expect(screen.getByText('Version web')).toBeInTheDocument();
    },
  );

  it('warns about modifications made since the last version', async () => {
    renderPage({ ...withStatus('PAYMENT_NEEDED'), hasBeenModifiedSinceLastGeneration: true });
    expect(
      await screen.findByText("Des modifications n'ont pas encore été validées."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valider une nouvelle version' })).toHaveAttribute(
      'href',
      `/duerps/${DUERP_ID}/edit?step=7`,
    );
  });

  it('downloads the demo of the latest version with the purchase offer, without access', async () => {
    const { user, calls } = renderPage(withStatus('PAYMENT_NEEDED'), { versions: [V1, V2] });
    const saved = servePdf();
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Télécharger le PDF' });
    expect(within(dialog).getByText(/Version 2 du 2 mars 2026/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Acheter ce DUERP' })).toHaveAttribute(
      'href',
      `/choose-plan?duerpid=${DUERP_ID}`,
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Télécharger la version de démonstration' }),
    );
    await waitFor(() => expect(saved).toEqual([{ name: 'DUERP_v2_demo.pdf', type: 'blob:pdf' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/versions/v2/download'))).toBe(false);
  });

  it('downloads the full PDF with full access to the version', async () => {
    const { user } = renderPage(paid(withStatus('IN_PAID_PERIOD')));
    const saved = servePdf();
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Télécharger le PDF' });
    expect(
      within(dialog).queryByRole('link', { name: 'Acheter ce DUERP' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le PDF complet' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['DUERP_v2.pdf']));
  });

  it('toasts and logs a failed download', async () => {
    const { user } = renderPage(withStatus('PAYMENT_NEEDED'));
    servePdf(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    await user.click(
      await screen.findByRole('button', { name: 'Télécharger la version de démonstration' }),
    );
    expect(await screen.findByText('Erreur lors du téléchargement du PDF')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Télécharger le PDF' })).toBeInTheDocument();
  });

  it('lists the versions newest first and highlights the one just generated', async () => {
    renderPage(withStatus('PAYMENT_NEEDED'), { highlight: 'v1', versions: [V1, V2] });
    const history = await screen.findByRole('button', { name: /Historique des versions/ });
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const items = within(actions()).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^Version \d$/).textContent)).toEqual([
      'Version 2',
      'Version 1',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(within(items[1]!).getByText('Nouvelle version')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Nouvel atelier')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 mars 2026 à 16:30')).toBeInTheDocument();
  });

  it('marks the versions generated with the photo annex', async () => {
    renderPage(withStatus('PAYMENT_NEEDED'), {
      highlight: 'v1',
      versions: [V1, { ...V2, annexePhotographique: true }],
    });
    await screen.findByRole('button', { name: /Historique des versions/ });
    const items = within(actions()).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Annexe photographique')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Annexe photographique')).toBeNull();
  });

  it('keeps the history collapsed without a highlight, and opens it on demand', async () => {
    const { user } = renderPage(withStatus('PAYMENT_NEEDED'));
    const history = await screen.findByRole('button', { name: /Historique des versions \(2\)/ });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Nouvel atelier')).not.toBeVisible();
    await user.click(history);
    expect(screen.getByText('Nouvel atelier')).toBeVisible();
  });

  it('duplicates after confirmation and opens the copy', async () => {
    const { user, router } = renderPage(withStatus('PAYMENT_NEEDED'));
    await user.click(await screen.findByRole('button', { name: 'Dupliquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dupliquer ce DUERP ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByText('Votre DUERP a été dupliqué avec succès')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/duerps/copie'));
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { user, router, calls } = renderPage(withStatus('PAYMENT_NEEDED'));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce DUERP ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('DUERP supprimé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/duerps'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it.each([
    [404, 'DUERP introuvable.'],
    [500, 'Erreur lors du chargement du DUERP.'],
  ])('shows the load error for a %i', async (status, message) => {
    mockApi({
      [`GET /api/duerp/${DUERP_ID}`]: () => ({ status, body: {} }),
      [`GET /api/duerp/${DUERP_ID}/versions/list`]: () => ({ body: [] }),
    });
    renderWithProviders(
      <DocumentPage duerpId={DUERP_ID} highlightVersionId={null} limitReached={false} />,
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
