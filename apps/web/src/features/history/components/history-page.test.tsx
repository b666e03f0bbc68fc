import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyDuerpData } from '@duerp/domain/duerp';
import type { HistoriqueEntry, HistoriquePage } from '@duerp/domain/history';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { HistoryPage } from './history-page';

const duerp = aDuerp({
  revision: 7,
  data: {
    ...emptyDuerpData(),
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        risques: [],
        categorieDeRisques: [],
        papripactActionsPreventives: [],
        niveauDeRisqueValue: null,
      },
    ],
  },
});
const base = `/api/duerp/${duerp.id}/historique`;

const entry = (id: string, sentence: string, over: Partial<HistoriqueEntry> = {}) => ({
  id,
  at: '2026-03-02T13:05:20.000Z',
  sentence,
  idUniteDeTravail: 'u1',
  restorable: false,
  restored: false,
  ...over,
});

const PAGE: HistoriquePage = {
  groups: [
    {
      actor: 'marie@exemple.fr',
      actorAccountId: 'a1',
      at: '2026-03-02T13:05:00.000Z',
      entries: [
        entry('3-0', 'marie@exemple.fr a supprimé le risque « Bruit » (Atelier)', {
          restorable: true,
        }),
        entry('2-0', 'marie@exemple.fr a passé la gravité de « Chute » (Atelier) de 2 à 3'),
      ],
    },
    {
      actor: 'paul@exemple.fr',
      actorAccountId: 'a2',
      at: '2026-03-02T12:40:00.000Z',
      entries: [
        entry('1-0', "paul@exemple.fr a supprimé l'unité « Bureaux »", {
          restorable: true,
          restored: true,
        }),
      ],
    },
  ],
  total: 3,
  page: 1,
  pageSize: 50,
};

function render(routes: Parameters<typeof mockApi>[0], canWrite = true) {
  const onRestored = vi.fn();
  const onStale = vi.fn();
  const calls = mockApi(routes);
  renderWithProviders(
    <HistoryPage duerp={duerp} canWrite={canWrite} onRestored={onRestored} onStale={onStale} />,
  );
  return { calls, onRestored, onStale };
}

describe('HistoryPage', () => {
  it('shows the changes grouped by person and minute, with Restaurer on a deletion', async () => {
    render({ [`GET ${base}?page=1`]: () => ({ body: PAGE }) });
    expect(
      await screen.findByRole('heading', { name: 'Historique des modifications' }),
    ).toBeInTheDocument();
    await screen.findByText('marie@exemple.fr a passé la gravité de « Chute » (Atelier) de 2 à 3');
    const marie = screen.getByText('marie@exemple.fr', { selector: 'strong' }).closest('li')!;
    expect(marie).toHaveTextContent('2 mars 2026 à 14:05');
    expect(
      within(marie)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'marie@exemple.fr a supprimé le risque « Bruit » (Atelier)Restaurer',
      'marie@exemple.fr a passé la gravité de « Chute » (Atelier) de 2 à 3',
    ]);
    expect(screen.getAllByRole('button', { name: /^Restaurer/ })).toHaveLength(1);
    expect(screen.getByText('Restauré')).toBeInTheDocument();
  });

  it('restores after a confirmation, with the revision seen, and reloads the history', async () => {
    let restored = false;
    const { calls, onRestored } = render({
      [`GET ${base}?page=1`]: () => ({
        body: restored
          ? {
              ...PAGE,
              groups: [
                {
                  ...PAGE.groups[0]!,
                  entries: [{ ...PAGE.groups[0]!.entries[0]!, restored: true }],
                },
              ],
            }
          : PAGE,
      }),
      [`POST ${base}/3-0/restaurer`]: () => {
        restored = true;
        return { body: { ...duerp, revision: 8 } };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Restaurer : marie@exemple.fr a supprimé le risque « Bruit » (Atelier)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restaurer cet élément ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ ...duerp, revision: 8 }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.headers['If-Match']).toBe('7');
    await waitFor(() => expect(screen.getAllByText('Restauré')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Restaurer/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and reloads the document on 409", async () => {
    const { onStale } = render({
      [`GET ${base}?page=1`]: () => ({ body: PAGE }),
      [`POST ${base}/3-0/restaurer`]: () => ({
        status: 409,
        body: { message: "Ce risque a déjà été restauré : il figure dans l'unité « Atelier »." },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Restaurer/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    expect(await screen.findByText(/Ce risque a déjà été restauré/)).toBeInTheDocument();
    await waitFor(() => expect(onStale).toHaveBeenCalled());
  });

  it('filters by unit, says when nothing matches, and offers no Restaurer to a Lecteur', async () => {
    const { calls } = render(
      {
        [`GET ${base}?page=1`]: () => ({ body: PAGE }),
        [`GET ${base}?unite=u1&page=1`]: () => ({
          body: { groups: [], total: 0, page: 1, pageSize: 50 },
        }),
      },
      false,
    );
    await screen.findByText("paul@exemple.fr a supprimé l'unité « Bureaux »");
    expect(screen.queryByRole('button', { name: /^Restaurer/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Unité de travail'), 'u1');
    expect(
      await screen.findByText('Aucune modification ne concerne cette unité de travail.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(`${base}?unite=u1&page=1`);
  });

  it('says when the history is empty', async () => {
    render({
      [`GET ${base}?page=1`]: () => ({ body: { groups: [], total: 0, page: 1, pageSize: 50 } }),
    });
    expect(
      await screen.findByText("Aucune modification n'est encore enregistrée pour ce DUERP."),
    ).toBeInTheDocument();
  });

  it('shows an error when the history cannot load', async () => {
    render({ [`GET ${base}?page=1`]: () => ({ status: 503, body: {} }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('(503)');
  });
});
