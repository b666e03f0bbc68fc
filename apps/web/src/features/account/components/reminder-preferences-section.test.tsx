import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { ReminderPreferencesSection } from './reminder-preferences-section';

afterEach(() => vi.restoreAllMocks());

const ANNUAL = /Rappels de la mise à jour annuelle/;
const DIGEST = /Récapitulatif mensuel des actions du PAPRIPACT en retard/;

describe('ReminderPreferencesSection', () => {
  it('shows the choices stored and saves a change at once', async () => {
    const calls = mockApi({
      'GET /api/myaccount/reminder-preferences': () => ({
        body: { mise_a_jour_annuelle: true, actions_en_retard: false },
      }),
      'PUT /api/myaccount/reminder-preferences': ({ body }) => ({ body }),
    });
    renderWithProviders(<ReminderPreferencesSection />);
    const annual = await screen.findByRole('checkbox', { name: ANNUAL });
    const digest = screen.getByRole('checkbox', { name: DIGEST });
    expect(annual).toBeChecked();
    expect(digest).not.toBeChecked();

    await userEvent.setup().click(annual);
    await waitFor(() => expect(annual).not.toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      mise_a_jour_annuelle: false,
      actions_en_retard: false,
    });
    expect(await screen.findByText('Rappel désactivé')).toBeInTheDocument();
  });

  it('says so when the choices cannot be loaded', async () => {
    mockApi({
      'GET /api/myaccount/reminder-preferences': () => ({ status: 500, body: {} }),
    });
    renderWithProviders(<ReminderPreferencesSection />);
    expect(
      await screen.findByText('Impossible de charger vos préférences de rappel.'),
    ).toBeInTheDocument();
  });
});
