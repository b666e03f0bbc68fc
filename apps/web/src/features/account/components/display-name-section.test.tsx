import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES } from '@duerp/domain/espaces';
import { mockApi, renderWithProviders } from '@/test/render';
import { DisplayNameSection } from './display-name-section';

describe('DisplayNameSection', () => {
  it('shows the name kept, refuses a blank one and saves the one typed, cleaned', async () => {
    const calls = mockApi({
      'POST /api/myaccount/display-name': () => ({ body: { message: PEOPLE_MESSAGES.nameSaved } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DisplayNameSection displayName="Marie Martin" />);
    const field = screen.getByLabelText('Prénom et nom');
    expect(field).toHaveValue('Marie Martin');

    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon nom' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Marie   Curie ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon nom' }));
    expect(await screen.findByText(PEOPLE_MESSAGES.nameSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ displayName: 'Marie Curie' });
  });
});
