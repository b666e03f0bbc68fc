import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Radar } from '@duerp/domain/compliance';
import { mockApi, renderWithProviders } from '@/test/render';
import { RadarPage } from './radar-page';

const counts = (manquement: number, aCompleter = 0) => ({
  manquement,
  'à compléter': aCompleter,
  'bonne pratique': 0,
});
const radar: Radar = {
  espaces: [
    {
      id: 'e1',
      name: 'Boulangerie',
      role: 'editeur',
      counts: counts(3, 1),
      canRemind: true,
      lastReminderAt: null,
    },
    {
      id: 'e2',
      name: 'Garage',
      role: 'lecteur',
      counts: counts(0),
      canRemind: false,
      lastReminderAt: null,
    },
  ],
  rows: [
    {
      espaceId: 'e1',
      espaceName: 'Boulangerie',
      duerpId: 'd1',
      displayName: 'Fournil',
      lastVersionAt: '2025-11-01T10:00:00Z',
      daysToAnnualUpdate: -12,
      update: { state: 'en_retard', dueDate: '2026-11-01' },
      counts: counts(3, 1),
      firstFinding: 'mise-a-jour-annuelle',
    },
    {
      espaceId: 'e2',
      espaceName: 'Garage',
      duerpId: 'd2',
      displayName: 'Atelier',
      lastVersionAt: null,
      daysToAnnualUpdate: null,
      update: { state: 'sans_version', dueDate: null },
      counts: counts(0),
      firstFinding: null,
    },
  ],
};

describe('RadarPage', () => {
  it('lists the DUERPs with their findings, filters them, and asks before « Relancer »', async () => {
    const calls = mockApi({
      'GET /api/espaces/radar': () => ({ body: radar }),
      'POST /api/espaces/e1/relancer': () => ({
        body: { sent: true, recipients: 1, lastReminderAt: '2026-12-03T10:00:00Z' },
      }),
    });
    renderWithProviders(<RadarPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Mise à jour annuelle en retard de 12 jours');
    expect(items[0]).toHaveTextContent('Manquement : 3');
    expect(items[1]).toHaveTextContent('Aucun point relevé');
    // A Lecteur's espace has no « Relancer ».
    expect(within(items[1]!).queryByRole('button', { name: 'Relancer' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Niveau'), 'manquement');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 DUERP sur 2')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Rechercher'), 'garage');
    expect(screen.getByText('Aucun DUERP ne correspond à ces filtres.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Rechercher'));

    await userEvent.click(screen.getByRole('button', { name: 'Relancer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relancer les Propriétaires ?' });
    expect(dialog).toHaveTextContent('« Boulangerie »');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await expect.poll(() => calls.filter((c) => c.method === 'POST').length).toBe(1);
  });

  it('says so when there is no DUERP', async () => {
    mockApi({ 'GET /api/espaces/radar': () => ({ body: { espaces: [], rows: [] } }) });
    renderWithProviders(<RadarPage />);
    expect(await screen.findByText('Aucun DUERP dans vos espaces.')).toBeVisible();
  });

  it('says so when the radar cannot load', async () => {
    mockApi({ 'GET /api/espaces/radar': () => ({ status: 500, body: { message: 'Erreur' } }) });
    renderWithProviders(<RadarPage />);
    expect(
      await screen.findByText('Impossible de charger le radar. Réessayez plus tard.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
  });
});
