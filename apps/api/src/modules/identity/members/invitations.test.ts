import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  callAs,
  invitationTokenFor,
  joinEspace,
  type CallAs,
} from '../../../../test/helpers/espaces.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);

describe('invitations', () => {
  it('shows who invites to what, joins once, and refuses a replay', async () => {
    const owner = await createAccount(t);
    const guest = await createAccount(t);
    await call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: guest.email.toUpperCase(),
      role: 'editeur',
    });
    const token = invitationTokenFor(t, guest.email);
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/public/invitations/info',
      payload: { token },
    });
    expect(info.json()).toMatchObject({
      espaceName: `Espace de ${owner.email}`,
      invitedBy: owner.email,
      role: 'editeur',
      email: guest.email,
      hasAccount: true,
      isAllowed: true,
    });
    const accept = () => call(guest, 'POST', '/api/espaces/invitations/accept', { token });
    expect((await accept()).json()).toEqual({ espaceId: owner.espaceId });
    const replay = await accept();
    expect(replay.statusCode).toBe(410);
    expect(replay.json<{ message: string }>().message).toMatch(/n'est plus valable/);
  });

  it('refuses another address, a revoked or an unknown invitation', async () => {
    const owner = await createAccount(t);
    const guest = await createAccount(t);
    const intruder = await createAccount(t);
    const sent = await call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: guest.email,
      role: 'lecteur',
    });
    const token = invitationTokenFor(t, guest.email);
    const wrong = await call(intruder, 'POST', '/api/espaces/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    const revoke = await call(
      owner,
      'DELETE',
      `/api/espaces/${owner.espaceId}/invitations/${sent.json<{ id: string }>().id}`,
    );
    expect(revoke.statusCode).toBe(200);
    expect(
      (await call(guest, 'POST', '/api/espaces/invitations/accept', { token })).statusCode,
    ).toBe(410);
    expect(
      (await call(guest, 'POST', '/api/espaces/invitations/accept', { token: 'inconnu' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an expired invitation, stores only the hash, and lets only Propriétaires invite', async () => {
    const owner = await createAccount(t);
    const editor = await createAccount(t);
    await joinEspace(t, owner, editor, 'editeur');
    const byEditor = await call(editor, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: 'x@exemple.fr',
      role: 'lecteur',
    });
    expect(byEditor.statusCode).toBe(403);
    const guest = await createAccount(t);
    await call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: guest.email,
      role: 'lecteur',
    });
    const token = invitationTokenFor(t, guest.email);
    const stored = await queryRows<{ token_hash: string }>(
      t.app.deps.db,
      sql`SELECT token_hash FROM espace_invitations WHERE email = ${guest.email}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    await t.app.deps.db.execute(
      sql`UPDATE espace_invitations SET expires_at = now() - interval '1 second' WHERE email = ${guest.email}`,
    );
    expect(
      (await call(guest, 'POST', '/api/espaces/invitations/accept', { token })).statusCode,
    ).toBe(410);
  });

  it('keeps one pending invitation per address when two are sent at the same moment', async () => {
    const owner = await createAccount(t);
    const email = `invite-${crypto.randomUUID()}@exemple.fr`;
    const invite = () =>
      call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, { email, role: 'lecteur' });
    const sent = await Promise.all([invite(), invite(), invite()]);
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [pending] = await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM espace_invitations
          WHERE email = ${email} AND accepted_at IS NULL AND revoked_at IS NULL`,
    );
    expect(pending!.n).toBe(1);
  });

  it('keeps line feeds and bidirectional overrides of an espace name out of the invitation mail', async () => {
    const owner = await createAccount(t);
    const created = await call(owner, 'POST', '/api/espaces', {
      name: 'Cabinet\nBcc: victime@exemple.fr \u202Eexe.ecnarussa',
    });
    expect(created.json()).toMatchObject({ name: 'Cabinet Bcc: victime@exemple.fr exe.ecnarussa' });
    const { id } = created.json<{ id: string }>();
    const renamed = await call(owner, 'POST', `/api/espaces/${id}/rename`, {
      name: '\u2067\u200B\n',
    });
    expect(renamed.statusCode).toBe(400);
    const guest = await createAccount(t);
    await call(owner, 'POST', `/api/espaces/${id}/invitations`, {
      email: guest.email,
      role: 'lecteur',
    });
    const mail = t.outbox().findLast((m) => m.to === guest.email);
    expect(mail?.subject).toBe(
      'Invitation à rejoindre l’espace « Cabinet Bcc: victime@exemple.fr exe.ecnarussa »',
    );
  });
});
