import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { BRUNO, CABINET, membersOf } from '../test/fixtures';
import { MembersPage } from './members-page';

const base = `/api/espaces/${CABINET.id}`;
/** The page, once the members are shown (the first answer may take a while on a busy machine). */
async function render() {
  renderWithProviders(<MembersPage espaceId={CABINET.id} myEmail="Claire@exemple.fr" />);
  await screen.findByText('Cabinet Dupont', {}, { timeout: 5000 });
}
const rowOf = (email: string) =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.querySelector('p')?.textContent?.startsWith(email))!;

describe('MembersPage', () => {
  it('lists the members with their role and date joined, and the pending invitations', async () => {
    mockApi({ [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }) });
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Membres' })).toBeInTheDocument();
    const claire = within(rowOf('claire@exemple.fr'));
    expect(claire.getByText('(vous)')).toBeInTheDocument();
    expect(claire.getByText('Propriétaire')).toBeInTheDocument();
    expect(claire.getByText('Membre depuis le 5 janvier 2026')).toBeInTheDocument();
    // Nobody changes their own role or removes themself here: they leave.
    expect(claire.queryByRole('button')).not.toBeInTheDocument();
    const bruno = within(rowOf('bruno@exemple.fr'));
    expect(bruno.getByText('Éditeur')).toBeInTheDocument();
    expect(bruno.getByRole('button', { name: 'Retirer bruno@exemple.fr' })).toBeInTheDocument();

    const invitations = within(screen.getByRole('region', { name: 'Invitations en attente (1)' }));
    expect(invitations.getByText('lea@exemple.fr')).toBeInTheDocument();
    expect(invitations.getByText('Lecteur')).toBeInTheDocument();
    expect(
      invitations.getByText(/Envoyée le 1 mars 2026, valable jusqu'au 8 mars 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Quitter l'espace" })).toBeInTheDocument();
  });

  it('invites by e-mail with a role, and sends exactly that', async () => {
    const calls = mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
      [`POST ${base}/invitations`]: () => ({ body: { id: 'nouvelle' } }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Inviter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un membre' });
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(within(dialog).getByText("L'adresse email est requise")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'marc@exemple.fr');
    await user.selectOptions(within(dialog).getByLabelText('Rôle'), 'Lecteur');
    expect(within(dialog).getByText(/Consulte les DUERP et leurs versions/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));

    expect(await screen.findByText(/Invitation envoyée à marc@exemple.fr/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'marc@exemple.fr',
      role: 'lecteur',
    });
  });

  it('shows in the dialog why the server refuses an invitation', async () => {
    mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
      [`POST ${base}/invitations`]: () => ({
        status: 409,
        body: { message: 'Cette personne est déjà membre de l’espace.' },
      }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Inviter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un membre' });
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'bruno@exemple.fr');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette personne est déjà membre de l’espace.',
    );
  });

  it("changes a member's role", async () => {
    const calls = mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
      [`POST ${base}/members/${BRUNO}/role`]: () => ({ body: { message: 'Rôle modifié.' } }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Changer le rôle de bruno@exemple.fr' }));
    const dialog = screen.getByRole('dialog', { name: 'Changer le rôle' });
    await user.selectOptions(within(dialog).getByLabelText('Rôle'), 'Propriétaire');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('bruno@exemple.fr est maintenant Propriétaire.')).toBeVisible();
    expect(calls.find((c) => c.url.endsWith('/role'))?.body).toEqual({ role: 'proprietaire' });
  });

  it('removes a member only once confirmed', async () => {
    const calls = mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
      [`DELETE ${base}/members/${BRUNO}`]: () => ({ body: { message: 'Membre retiré.' } }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Retirer bruno@exemple.fr' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer ce membre ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retirer bruno@exemple.fr' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Retirer ce membre ?' })).getByRole('button', {
        name: 'Retirer',
      }),
    );
    expect(await screen.findByText("bruno@exemple.fr a été retiré de l'espace.")).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's refusal in French, and keeps the dialog open", async () => {
    const lastOwner =
      "Un espace garde toujours au moins un Propriétaire : nommez d'abord un autre Propriétaire.";
    mockApi({
      [`GET ${base}/members`]: () => ({ body: membersOf(CABINET) }),
      [`POST ${base}/leave`]: () => ({ status: 400, body: { message: lastOwner } }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: "Quitter l'espace" }));
    const dialog = screen.getByRole('dialog', { name: "Quitter l'espace ?" });
    await user.click(within(dialog).getByRole('button', { name: "Quitter l'espace" }));
    expect(await screen.findByText(`Erreur : ${lastOwner}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: "Quitter l'espace" })).toBeEnabled(),
    );
    expect(dialog).toBeInTheDocument();
  });

  it('shows an Éditeur the members without the controls of a Propriétaire', async () => {
    const espace = { ...CABINET, role: 'editeur' as const };
    mockApi({ [`GET ${base}/members`]: () => ({ body: membersOf(espace) }) });
    renderWithProviders(<MembersPage espaceId={CABINET.id} myEmail="bruno@exemple.fr" />);
    expect(
      await screen.findByText('Votre rôle : Éditeur', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inviter un membre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Révoquer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Quitter l'espace" })).toBeInTheDocument();
  });

  it('names the members; a Lecteur sees names and roles, no address but theirs, no invitations', async () => {
    const espace = { ...CABINET, role: 'lecteur' as const };
    const answer = membersOf(espace, { invitations: [] });
    const { email: _hidden, ...claire } = answer.members[0]!;
    answer.members = [
      { ...claire, name: 'Claire Dupont' },
      { ...answer.members[1]!, name: 'Bruno' },
    ];
    mockApi({ [`GET ${base}/members`]: () => ({ body: answer }) });
    renderWithProviders(<MembersPage espaceId={CABINET.id} myEmail="bruno@exemple.fr" />);
    await screen.findByText('Votre rôle : Lecteur', {}, { timeout: 5000 });
    expect(within(rowOf('Claire Dupont')).getByText('Propriétaire')).toBeInTheDocument();
    const me = within(rowOf('Bruno'));
    expect(me.getByText('(vous)')).toBeInTheDocument();
    expect(me.getByText('bruno@exemple.fr')).toBeInTheDocument();
    expect(screen.queryByText(/claire@exemple.fr/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Invitations en attente/ }),
    ).not.toBeInTheDocument();
  });

  it('says so when the espace cannot be read', async () => {
    mockApi({
      [`GET ${base}/members`]: () => ({ status: 404, body: { message: 'Espace introuvable.' } }),
    });
    renderWithProviders(<MembersPage espaceId={CABINET.id} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Espace introuvable.',
    );
  });
});
