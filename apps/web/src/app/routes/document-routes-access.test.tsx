import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { ESPACE_MESSAGES, type MyEspace } from '@duerp/domain/espaces';
import { aCompleteDuerp, DUERP_ID } from '@/features/duerp/test/fixtures';
import {
  forgetOpenedDocuments,
  markDocumentUnreachable,
  rememberOpenedDocument,
} from '@/lib/opened-documents';
import { mockApi, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { DuerpDetailRoute } from './duerp-detail';
import { DuerpEditRoute } from './duerp-edit';
import { DuerpHistoryRoute } from './duerp-history';

beforeEach(signIn);
afterEach(() => {
  forgetOpenedDocuments();
  localStorage.clear();
});

const ESPACE = '00000000-0000-4000-8000-000000000002';
const CABINET: MyEspace = {
  id: ESPACE,
  name: 'Cabinet Dupont',
  role: 'editeur',
  isPersonal: false,
};
const PERSONAL: MyEspace = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mon espace',
  role: 'proprietaire',
  isPersonal: true,
};

const ROUTES = [
  ['/duerps/:duerpId', `/duerps/${DUERP_ID}`, DuerpDetailRoute],
  ['/duerps/:duerpId/edit', `/duerps/${DUERP_ID}/edit?step=2`, DuerpEditRoute],
  ['/duerps/:duerpId/historique', `/duerps/${DUERP_ID}/historique`, DuerpHistoryRoute],
] as const;

/** The API of a person whose espaces are `espaces()` and whose DUERP answers `document()`. */
function api(document: () => { status?: number; body: unknown }, espaces: () => MyEspace[]) {
  return mockApi({
    'GET /api/espaces': () => ({ body: espaces() }),
    [`GET /api/duerp/${DUERP_ID}`]: document,
    [`GET /api/duerp/${DUERP_ID}/versions/list`]: () => ({ body: [] }),
    [`GET /api/duerp/${DUERP_ID}/historique?page=1`]: () => ({
      body: { groups: [], total: 0, page: 1, pageSize: 50 },
    }),
    'GET /api/myaccount/info': () => ({
      body: { maxNumberOfDuerps: 5, isVip: false, isActivePremiumPlan: false },
    }),
  });
}

const refusal = (status: number, message: string) => () => ({ status, body: { message } });

describe.each(ROUTES)('%s', (path, url, Route) => {
  it('ends its loading with « DUERP introuvable. » on a 404 of a document never opened here', async () => {
    api(refusal(404, DUERP_MESSAGES.notFound), () => [PERSONAL]);
    renderWithProviders(<Route />, { path, url });
    expect(
      await screen.findByText(DUERP_MESSAGES.notFound, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(screen.queryByText(ESPACE_MESSAGES.accessLost)).not.toBeInTheDocument();
  });

  it('ends its loading with the failure and the server’s reason on a 403', async () => {
    const reason = 'Action réservée au rôle Propriétaire de cet espace ; votre rôle : Lecteur.';
    api(refusal(403, reason), () => [PERSONAL]);
    renderWithProviders(<Route />, { path, url });
    expect(await screen.findByText(reason, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Erreur lors du chargement du DUERP\./)).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('says « Vous n’avez plus accès à cet espace » for a document opened here before, whose espace is gone', async () => {
    rememberOpenedDocument(DUERP_ID, ESPACE);
    api(refusal(404, DUERP_MESSAGES.notFound), () => [PERSONAL]);
    renderWithProviders(<Route />, { path, url });
    expect(
      await screen.findByText(ESPACE_MESSAGES.accessLost, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes espaces' })).toHaveAttribute('href', '/espaces');
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('keeps « DUERP introuvable. » for a document opened before whose espace is still the person’s', async () => {
    rememberOpenedDocument(DUERP_ID, ESPACE);
    api(refusal(404, DUERP_MESSAGES.notFound), () => [PERSONAL, CABINET]);
    renderWithProviders(<Route />, { path, url });
    expect(
      await screen.findByText(DUERP_MESSAGES.notFound, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(ESPACE_MESSAGES.accessLost)).not.toBeInTheDocument();
  });
});

describe('a document open when its access is lost', () => {
  it('stays shown, read-only, under « Vous n’avez plus accès à cet espace »', async () => {
    let member = true;
    api(
      () => ({ body: aCompleteDuerp({ espaceId: ESPACE }) }),
      () => (member ? [PERSONAL, CABINET] : [PERSONAL]),
    );
    renderWithProviders(<DuerpDetailRoute />, {
      path: '/duerps/:duerpId',
      url: `/duerps/${DUERP_ID}`,
    });
    expect(
      await screen.findByRole('button', { name: 'Dupliquer' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    member = false;
    act(() => markDocumentUnreachable(DUERP_ID));
    expect(await screen.findByText(ESPACE_MESSAGES.accessLost)).toBeInTheDocument();
    // Read-only at once: no control that writes, the document still there.
    expect(screen.queryByRole('button', { name: 'Dupliquer' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Boulangerie Martin').length).toBeGreaterThan(0);
    expect(screen.queryByText(ESPACE_MESSAGES.readOnlyBanner)).not.toBeInTheDocument();
  });
});
