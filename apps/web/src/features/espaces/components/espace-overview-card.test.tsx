import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EspaceOverview } from '@duerp/domain/espaces';
import { CABINET } from '../test/fixtures';
import { EspaceOverviewCard } from './espace-overview-card';

const duerp = (n: number, state: 'a_jour' | 'sans_version' = 'a_jour') => ({
  id: `d${n}`,
  displayName: `Magasin ${n}`,
  state,
  dueDate: null,
});

const ESPACE: EspaceOverview = {
  ...CABINET,
  duerpCount: 7,
  nextUpdateDue: '2026-02-10',
  overdueUpdates: 1,
  overdueActions: 0,
  lastVersionAt: '2025-02-10T09:00:00.000Z',
  duerps: [
    { id: 'd0', displayName: 'Boulangerie Martin', state: 'en_retard', dueDate: '2026-02-10' },
    { id: 'd9', displayName: 'Atelier', state: 'due', dueDate: '2026-03-20' },
    duerp(1),
    duerp(2),
    duerp(3, 'sans_version'),
  ],
};

describe('EspaceOverviewCard', () => {
  it('names its DUERPs under the count with their state, then how many others', () => {
    render(
      <MemoryRouter>
        <EspaceOverviewCard espace={ESPACE} isCurrent={false} onOpen={() => undefined} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('article')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Boulangerie Martin : en retard (mise à jour due le 10 février 2026)',
      'Atelier : mise à jour due le 20 mars 2026',
      'Magasin 1 : à jour',
      'Magasin 2 : à jour',
      'Magasin 3 : aucune version',
      'et 2 autres',
    ]);
  });

  it('names nothing for an answer without DUERPs', () => {
    render(
      <MemoryRouter>
        <EspaceOverviewCard
          espace={{ ...ESPACE, duerpCount: 0, duerps: [] }}
          isCurrent={false}
          onOpen={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
