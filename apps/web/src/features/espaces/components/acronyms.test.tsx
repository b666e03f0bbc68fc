import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ESPACE_ROLES, type ActivityEntry, type EspaceRole } from '@duerp/domain/espaces';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { CABINET, membersOf } from '../test/fixtures';
import { ActivityJournal } from './activity-journal';
import { InvitationPage } from './invitation-page';
import { MembersPage } from './members-page';

/** Every DUERP, CSE, SPST or PAPRIPACT of the page's text that lost its capitals. */
const lowerAcronyms = () =>
  (document.body.textContent ?? '')
    .match(/\b(duerp|cse|spst|papripact)\b/gi)
    ?.filter((word) => word !== word.toUpperCase()) ?? [];

const base = `/api/espaces/${CABINET.id}`;

describe('DUERP, CSE, SPST and PAPRIPACT keep their capitals', () => {
  it.each(ESPACE_ROLES)('on the invitation page of a %s', async (role: EspaceRole) => {
    mockApi({
      'POST /api/public/invitations/info': () => ({
        body: {
          espaceName: 'Cabinet Dupont',
          invitedBy: 'claire@exemple.fr',
          role,
          email: 'bruno@exemple.fr',
          expiresAt: '2026-03-08T09:00:00.000Z',
          hasAccount: true,
          isAllowed: true,
        },
      }),
    });
    renderWithProviders(
      <InvitationPage
        token="jeton"
        visitor={{ signedIn: true, email: 'bruno@exemple.fr', onSignOut: vi.fn() }}
      />,
      { path: '/invitation', url: '/invitation?token=jeton' },
    );
    await screen.findByRole('heading', { level: 1, name: /Rejoindre/ }, { timeout: 5000 });
    expect(document.body.textContent).toMatch(
      role === 'editeur' ? /les DUERP.*la consultation du CSE/ : /vous invite/,
    );
    expect(lowerAcronyms()).toEqual([]);
  });

  it('on the members and journal pages', async () => {
    const entry = (id: number, action: ActivityEntry['action']): ActivityEntry => ({
      id,
      at: '2026-03-02T13:05:00.000Z',
      actorEmail: 'bruno@exemple.fr',
      action,
      duerpDocumentId: 'd1',
      details: { libelle: 'CSE', offre: 'Standard' },
      duerpName: 'Boulangerie Martin',
      versionNumber: 2,
    });
    mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
      'GET /api/duerp/list': () => ({ body: [aDuerp({ id: 'd1' })] }),
      [`GET ${base}/journal?page=1`]: () => ({
        body: {
          entries: [entry(1, 'version.generated'), entry(2, 'share_link.created')],
          total: 2,
          page: 1,
          pageSize: 50,
        },
      }),
    });
    const members = renderWithProviders(<MembersPage espaceId={CABINET.id} myEmail="a@b.fr" />);
    await screen.findByText('bruno@exemple.fr', {}, { timeout: 5000 });
    expect(lowerAcronyms()).toEqual([]);
    members.unmount();
    renderWithProviders(<ActivityJournal espaceId={CABINET.id} />);
    await screen.findByText(/a généré la version 2/, {}, { timeout: 5000 });
    expect(document.body.textContent).toMatch(/DUERP « Boulangerie Martin »/);
    expect(lowerAcronyms()).toEqual([]);
  });
});
