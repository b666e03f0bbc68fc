import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_LINK_MESSAGES, type SharedDocument } from '@duerp/domain/access';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp } from '@/features/duerp/test/fixtures';
import { SharedDocumentRoute } from './shared-document';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const SHARED: SharedDocument = {
  displayName: 'Boulangerie Martin',
  label: 'CSE',
  version: {
    id: 'v2',
    versionNumber: 2,
    creationTime: '2026-03-02T15:30:00Z',
    notesDeVersion: 'Nouvel atelier',
  },
  data: aCompleteDuerp().data,
  earlierVersions: [
    { id: 'v1', versionNumber: 1, creationTime: '2026-01-10T09:00:00Z', notesDeVersion: '' },
  ],
};

const renderRoute = (routes: Parameters<typeof mockApi>[0]) => {
  const calls = mockApi(routes);
  renderWithProviders(<SharedDocumentRoute />, {
    path: '/partage/:token',
    url: `/partage/${TOKEN}`,
  });
  return calls;
};

describe('the page a share link opens', () => {
  it('shows the latest full version read-only, its PDF and the earlier versions, never indexed', async () => {
    const calls = renderRoute({ [`GET /api/public/partage/${TOKEN}`]: () => ({ body: SHARED }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boulangerie Martin' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Version 2 établie le 2 mars 2026 · lien « CSE »/)).toBeInTheDocument();
    expect(screen.getByText('Nouvel atelier')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "Informations de l'entreprise" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Glissade').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /de la version 1/ })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // No bearer token: the page is public.
    expect(calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('says when the link is no longer valid', async () => {
    renderRoute({
      [`GET /api/public/partage/${TOKEN}`]: () => ({
        status: 404,
        body: { message: SHARE_LINK_MESSAGES.linkUnavailable },
      }),
    });
    expect(await screen.findByText(SHARE_LINK_MESSAGES.linkUnavailable)).toBeInTheDocument();
  });
});
