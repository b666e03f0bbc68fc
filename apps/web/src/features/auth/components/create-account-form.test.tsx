import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { CreateAccountForm } from './create-account-form';

const CAPTCHA_REQUIRED =
  'Veuillez compléter la vérification de sécurité : cliquez sur « Je ne suis pas un robot ».';

/** What the ALTCHA widget announces once its challenge is solved. */
function solveCaptcha(container: HTMLElement) {
  const widget = container.querySelector('altcha-widget');
  act(() => {
    widget?.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'charge' } }),
    );
  });
}

describe('CreateAccountForm', () => {
  it('says the security check needs a click, and drops that request once it is solved', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CreateAccountForm initialEmail="a@exemple.fr" />);
    expect(
      screen.getByText('Vérification de sécurité : cliquez sur « Je ne suis pas un robot ».'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Sécurité-2026!');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Sécurité-2026!');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(CAPTCHA_REQUIRED)).toBeInTheDocument();
    solveCaptcha(container);
    expect(screen.queryByText(CAPTCHA_REQUIRED)).not.toBeInTheDocument();
  });

  it('goes to /duerps/new once the account exists, or back to the page it came from', async () => {
    const tokens = { accessToken: 'a.b.c', refreshToken: 'r' };
    for (const [redirectTo, expected] of [
      [undefined, '/duerps/new'],
      ['/invitation?token=t', '/invitation'],
    ] as const) {
      mockApi({ 'POST /api/public/account/create': () => ({ body: tokens }) });
      const user = userEvent.setup();
      const { container, router, unmount } = renderWithProviders(
        <CreateAccountForm initialEmail="a@exemple.fr" redirectTo={redirectTo} />,
      );
      await user.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Sécurité-2026!');
      await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Sécurité-2026!');
      solveCaptcha(container);
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(expected));
      unmount();
      localStorage.clear();
    }
  });
});
