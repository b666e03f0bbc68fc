import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationInfo } from '@duerp/domain/espaces';
import { getCurrentEspaceId } from '@/lib/current-espace';
import { mockApi, renderWithProviders } from '@/test/render';
import { CABINET } from '../test/fixtures';
import { InvitationPage } from './invitation-page';
import type { Visitor } from './invitation-answer';

afterEach(() => localStorage.clear());

const TOKEN = 'jeton-invitation';
const INFO: InvitationInfo = {
  espaceName: 'Cabinet Dupont',
  invitedBy: 'claire@exemple.fr',
  role: 'editeur',
  email: 'bruno@exemple.fr',
  expiresAt: '2026-03-08T09:00:00.000Z',
  hasAccount: true,
  isAllowed: true,
};
const back = encodeURIComponent(`/invitation?token=${TOKEN}`);

function render(visitor: Visitor, info: Partial<InvitationInfo> = {}) {
  const calls = mockApi({
    'POST /api/public/invitations/info': () => ({ body: { ...INFO, ...info } }),
    'POST /api/espaces/invitations/accept': () => ({ body: { espaceId: CABINET.id } }),
    'GET /api/espaces': () => ({ body: [CABINET] }),
  });
  const view = renderWithProviders(<InvitationPage token={TOKEN} visitor={visitor} />, {
    path: '/invitation',
    url: `/invitation?token=${TOKEN}`,
  });
  return { calls, ...view };
}

const loaded = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: "Rejoindre l'espace « Cabinet Dupont »" },
    { timeout: 5000 },
  );

describe('InvitationPage', () => {
  it('asks the name the others will see, prefilled with the inviter’s; left blank, joins without one', async () => {
    const { calls } = render(
      { signedIn: true, email: 'bruno@exemple.fr', displayName: null, onSignOut: vi.fn() },
      { displayName: 'Bruno P.' },
    );
    await loaded();
    const field = screen.getByLabelText('Votre prénom et votre nom');
    expect(field).toHaveValue('Bruno P.');
    const user = userEvent.setup();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: "Rejoindre l'espace" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/accept'))?.body).toEqual({ token: TOKEN }),
    );
  });

  it('prefills the name the person already has', async () => {
    render(
      { signedIn: true, email: 'bruno@exemple.fr', displayName: 'Bruno Petit', onSignOut: vi.fn() },
      { displayName: 'Autre nom' },
    );
    await loaded();
    expect(screen.getByLabelText('Votre prénom et votre nom')).toHaveValue('Bruno Petit');
  });

  it('says who invites, to which espace and with which role; the invited address joins in one click', async () => {
    const { calls, router } = render({
      signedIn: true,
      email: 'Bruno@exemple.fr',
      onSignOut: vi.fn(),
    });
    await loaded();
    expect(screen.getByText(/vous invite à rejoindre/)).toHaveTextContent(
      "claire@exemple.fr vous invite à rejoindre l'espace « Cabinet Dupont » avec le rôle Éditeur.",
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre prénom et votre nom'), 'Bruno Petit');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'espace" }));
    expect(await screen.findByText('Autre page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/duerps');
    expect(getCurrentEspaceId()).toBe(CABINET.id);
    expect(calls.find((c) => c.url.endsWith('/accept'))?.body).toEqual({
      token: TOKEN,
      displayName: 'Bruno Petit',
    });
    expect(calls.find((c) => c.url.endsWith('/info'))?.body).toEqual({ token: TOKEN });
  });

  it('leads a visitor without an account to sign-up, the address filled in, and back here', async () => {
    render({ signedIn: false }, { hasAccount: false });
    await loaded();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
      'href',
      `/create-account?email=bruno%40exemple.fr&returnUrl=${back}`,
    );
    expect(screen.queryByRole('button', { name: "Rejoindre l'espace" })).not.toBeInTheDocument();
  });

  it('leads a visitor with an account to sign in with the address, and back here', async () => {
    render({ signedIn: false });
    await loaded();
    expect(
      screen.getByRole('link', { name: "Se connecter pour rejoindre l'espace" }),
    ).toHaveAttribute('href', `/login?email=bruno%40exemple.fr&returnUrl=${back}`);
  });

  it('says when the allow-list refuses the invited address', async () => {
    render({ signedIn: false }, { hasAccount: false, isAllowed: false });
    await loaded();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre adresse email ne fait partie des adresses autorisées.',
    );
    expect(screen.queryByRole('link', { name: 'Créer mon compte' })).not.toBeInTheDocument();
  });

  it('explains an invitation for another address, and offers to sign out', async () => {
    const onSignOut = vi.fn().mockResolvedValue(undefined);
    const { calls } = render({ signedIn: true, email: 'claire@exemple.fr', onSignOut });
    await loaded();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Vous êtes connecté avec l'adresse claire@exemple.fr, mais l'invitation est adressée à bruno@exemple.fr.",
    );
    expect(screen.queryByRole('button', { name: "Rejoindre l'espace" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(calls.some((c) => c.url.endsWith('/accept'))).toBe(false);
  });

  it("shows the server's word on an invitation used, revoked or expired", async () => {
    const gone =
      "Cette invitation n'est plus valable (acceptée, révoquée ou expirée). Demandez-en une nouvelle.";
    mockApi({
      'POST /api/public/invitations/info': () => ({ status: 410, body: { message: gone } }),
    });
    renderWithProviders(<InvitationPage token={TOKEN} visitor={{ signedIn: false }} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(gone);
  });
});
