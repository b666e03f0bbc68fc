import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_LINK_MESSAGES, type ShareLink } from '@duerp/domain/access';
import { mockApi, renderWithProviders } from '@/test/render';
import { DUERP_ID } from '@/features/duerp/test/fixtures';
import { ShareLinksDialog } from './share-links-dialog';

afterEach(() => vi.unstubAllGlobals());

const LINKS = `/api/duerp/${DUERP_ID}/share-links`;
const link = (overrides: Partial<ShareLink>): ShareLink => ({
  id: 'l1',
  label: 'CSE',
  allowEarlierVersions: false,
  expiresOn: null,
  createdAt: '2026-11-02T10:00:00Z',
  revokedAt: null,
  status: 'ACTIVE',
  openingCount: 0,
  recentOpenings: [],
  ...overrides,
});

function renderDialog(routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(routes);
  const onPrintNotice = vi.fn();
  renderWithProviders(
    <ShareLinksDialog
      duerpId={DUERP_ID}
      open
      onOpenChange={() => {}}
      onPrintNotice={onPrintNotice}
    />,
  );
  return { calls, onPrintNotice, user: userEvent.setup() };
}

describe('share links dialog', () => {
  it('says when the document has no link yet', async () => {
    renderDialog({ [`GET ${LINKS}`]: () => ({ body: [] }) });
    expect(
      await screen.findByText('Aucun lien de consultation pour ce DUERP.'),
    ).toBeInTheDocument();
  });

  it('lists the links with their status, expiry and openings', async () => {
    renderDialog({
      [`GET ${LINKS}`]: () => ({
        body: [
          link({
            label: 'Salariés',
            expiresOn: '2026-12-31',
            openingCount: 2,
            recentOpenings: ['2026-11-20T09:15:00Z', '2026-11-19T14:00:00Z'],
          }),
          link({ id: 'l2', label: 'CSE', status: 'REVOKED', revokedAt: '2026-11-21T10:00:00Z' }),
        ],
      }),
    });
    const list = await screen.findByRole('region', { name: 'Liens existants' });
    expect(within(list).getByText('Salariés')).toBeInTheDocument();
    expect(within(list).getByText(/valable jusqu'au 31 décembre 2026 inclus/)).toBeInTheDocument();
    expect(within(list).getByText('Ouvert 2 fois')).toBeInTheDocument();
    expect(within(list).getByText('20 novembre 2026 à 10:15')).toBeInTheDocument();
    expect(within(list).getByText('Révoqué')).toBeInTheDocument();
    // Only the active link can be revoked.
    expect(within(list).getAllByRole('button', { name: /Révoquer/ })).toHaveLength(1);
  });

  it('creates a link and shows its address once, to copy or print on the notice', async () => {
    const { calls, onPrintNotice, user } = renderDialog({
      [`GET ${LINKS}`]: () => ({ body: [] }),
      [`POST ${LINKS}`]: () => ({
        body: {
          link: link({ label: 'Médecin du travail' }),
          token: 'jeton-secret-de-test-1234567',
        },
      }),
    });
    await user.type(await screen.findByLabelText('Destinataires du lien'), 'Médecin du travail');
    await user.click(screen.getByLabelText('Donner aussi accès aux versions précédentes'));
    await user.click(screen.getByRole('button', { name: 'Créer le lien' }));
    const address = await screen.findByLabelText('Adresse du lien');
    expect(address).toHaveValue(`${window.location.origin}/partage/jeton-secret-de-test-1234567`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      label: 'Médecin du travail',
      expiresOn: null,
      allowEarlierVersions: true,
    });
    await user.click(screen.getByRole('button', { name: "Imprimer l'affichage avec ce lien" }));
    expect(onPrintNotice).toHaveBeenCalledWith({
      token: 'jeton-secret-de-test-1234567',
      label: 'Médecin du travail',
    });
  });

  it('requires a label, and shows why the server refuses a document without a full version', async () => {
    const { calls, user } = renderDialog({
      [`GET ${LINKS}`]: () => ({ body: [] }),
      [`POST ${LINKS}`]: () => ({
        status: 403,
        body: { message: SHARE_LINK_MESSAGES.noFullVersion },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Créer le lien' }));
    expect(await screen.findByText(SHARE_LINK_MESSAGES.labelRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText('Destinataires du lien'), 'CSE');
    await user.click(screen.getByRole('button', { name: 'Créer le lien' }));
    expect(
      await screen.findByText(`Erreur : ${SHARE_LINK_MESSAGES.noFullVersion}`),
    ).toBeInTheDocument();
  });

  it('asks before revoking a link', async () => {
    const { calls, user } = renderDialog({
      [`GET ${LINKS}`]: () => ({ body: [link({})] }),
      [`POST ${LINKS}/l1/revoke`]: () => ({ body: link({ status: 'REVOKED' }) }),
    });
    await user.click(await screen.findByRole('button', { name: /Révoquer.*CSE/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Révoquer ce lien ?' });
    expect(calls.some((c) => c.url.endsWith('/revoke'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Révoquer' }));
    expect(await screen.findByText(SHARE_LINK_MESSAGES.revoked)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/l1/revoke'))).toBe(true);
  });
});
