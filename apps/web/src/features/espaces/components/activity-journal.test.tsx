import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@duerp/domain/espaces';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { BRUNO, CABINET, membersOf } from '../test/fixtures';
import { ActivityJournal } from './activity-journal';

const base = `/api/espaces/${CABINET.id}`;
const DUERP_ID = '11111111-1111-4111-8111-111111111111';

const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: '2026-03-02T13:05:00.000Z',
  actorEmail: 'bruno@exemple.fr',
  action: 'version.generated',
  duerpDocumentId: DUERP_ID,
  details: { numero: '2' },
  duerpName: 'Siège',
  versionNumber: 2,
  ...overrides,
});

const page = (entries: ActivityEntry[], number: number, total: number) => ({
  body: { entries, total, page: number, pageSize: 50 },
});

function render(routes: Parameters<typeof mockApi>[0], url = '/') {
  const calls = mockApi({
    [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
    'GET /api/duerp/list': () => ({ body: [aDuerp({ id: DUERP_ID, displayName: 'Siège' })] }),
    ...routes,
  });
  const view = renderWithProviders(<ActivityJournal espaceId={CABINET.id} />, { url });
  return { calls, ...view };
}

describe('ActivityJournal', () => {
  it('says who did what and when', async () => {
    render({
      [`GET ${base}/journal?page=1`]: () =>
        page(
          [
            entry(4, {
              action: 'purchase',
              actorEmail: 'claire@exemple.fr',
              details: { offre: 'Standard' },
            }),
            entry(3),
            entry(2, {
              action: 'member.role_changed',
              actorEmail: 'claire@exemple.fr',
              duerpDocumentId: null,
              details: { email: 'bruno@exemple.fr', avant: 'lecteur', apres: 'editeur' },
            }),
            entry(1, { action: 'member.joined', actorEmail: null, details: { role: 'lecteur' } }),
          ],
          1,
          4,
        ),
    });
    const list = await screen.findByRole('list', {}, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      "claire@exemple.fr a acheté l'offre Standard pour le DUERP « Siège »",
      'bruno@exemple.fr a généré la version 2 du DUERP « Siège »',
      'claire@exemple.fr a changé le rôle de bruno@exemple.fr : Lecteur → Éditeur',
      'Un compte supprimé a rejoint l’espace comme Lecteur',
    ]);
    expect(items[0]).toHaveTextContent('2 mars 2026 à 14:05');
    expect(screen.getByText('4 entrées')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages du journal' })).not.toBeInTheDocument();
  });

  it('filters by member and by DUERP, and pages through', async () => {
    const { calls } = render({
      [`GET ${base}/journal?page=1`]: () => page([entry(1)], 1, 120),
      [`GET ${base}/journal?page=2`]: () => page([entry(2)], 2, 120),
      [`GET ${base}/journal?member=${BRUNO}&page=1`]: () => page([entry(3)], 1, 1),
      [`GET ${base}/journal?member=${BRUNO}&duerp=${DUERP_ID}&page=1`]: () => page([], 1, 0),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 sur 3', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Page suivante/ }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Membre'), 'bruno@exemple.fr');
    expect(await screen.findByText('1 entrée')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('DUERP'), 'Siège');
    expect(
      await screen.findByText('Aucune activité ne correspond à ces filtres.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/journal')).map((c) => c.url)).toEqual([
      `${base}/journal?page=1`,
      `${base}/journal?page=2`,
      `${base}/journal?member=${BRUNO}&page=1`,
      `${base}/journal?member=${BRUNO}&duerp=${DUERP_ID}&page=1`,
    ]);
    // The DUERPs of the filter are the journal's espace's, whichever espace is current.
    expect(calls.find((c) => c.url === '/api/duerp/list')?.headers['X-Espace-Id']).toBe(CABINET.id);
  });

  it('tells a member who is not Propriétaire that the journal is not theirs', async () => {
    const calls = mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf({ ...CABINET, role: 'editeur' }) }),
    });
    renderWithProviders(<ActivityJournal espaceId={CABINET.id} />);
    expect(
      await screen.findByText(/est réservé au rôle Propriétaire/, {}, { timeout: 5000 }),
    ).toHaveTextContent(
      "Gérer les membres et lire le journal d'activité de l'espace « Cabinet Dupont » est réservé au rôle Propriétaire ; votre rôle : Éditeur.",
    );
    expect(calls.some((c) => c.url.includes('/journal'))).toBe(false);
  });
});
