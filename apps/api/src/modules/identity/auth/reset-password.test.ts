import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createAccount, useTestApp, TEST_PASSWORD } from '../../../../test/helpers/test-app.js';
import { passwordResetTokens } from '../../../db/schema/index.js';

const t = useTestApp({ PUBLIC_URL: 'https://duerp.exemple.fr' });

const NEW_PASSWORD = 'Nouveau-mdp2!';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

function lastLink(to: string): URL {
  const mail = t
    .outbox()
    .filter((m) => m.to === to)
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /https:\/\/duerp\.exemple\.fr\/resetpwd\?[^\s"<]+/.exec(mail.text);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
}

describe('password reset', () => {
  it('mails a single-use link that resets the password and closes open sessions', async () => {
    const account = await createAccount(t);
    const send = await post('/api/public/resetpwd/sendlink', { emailAddress: account.email });
    expect(send.statusCode).toBe(200);
    const mail = t
      .outbox()
      .filter((m) => m.to === account.email)
      .at(-1);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.html).toContain('Choisir un nouveau mot de passe');
    const link = lastLink(account.email);
    expect(link.searchParams.get('email')).toBe(account.email);
    const body = {
      resetPasswordToken: link.searchParams.get('token'),
      emailAddress: account.email,
      newPassword: NEW_PASSWORD,
    };
    expect((await post('/api/public/resetpwd/reset', body)).statusCode).toBe(200);
    expect(
      (await post('/api/public/token/new', { emailAddress: account.email, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/public/token/new', {
          emailAddress: account.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    const refresh = await post('/api/public/token/refresh', { refreshToken: account.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const reused = await post('/api/public/resetpwd/reset', {
      ...body,
      newPassword: 'Encore-un3!',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalide ou a expiré/);
  });
  it('kills every other reset link of the account once one is used', async () => {
    const account = await createAccount(t);
    await post('/api/public/resetpwd/sendlink', { emailAddress: account.email });
    const older = lastLink(account.email);
    await post('/api/public/resetpwd/sendlink', { emailAddress: account.email });
    const newer = lastLink(account.email);
    const reset = (link: URL, newPassword: string) =>
      post('/api/public/resetpwd/reset', {
        resetPasswordToken: link.searchParams.get('token'),
        emailAddress: account.email,
        newPassword,
      });
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await reset(older, 'Encore-un3!');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.',
    );
    const signIn = await post('/api/public/token/new', {
      emailAddress: account.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });
  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = t.outbox().length;
    const res = await post('/api/public/resetpwd/sendlink', {
      emailAddress: 'personne@exemple.fr',
    });
    expect(res.statusCode).toBe(200);
    expect(t.outbox()).toHaveLength(before);
  });
  it('refuses an expired link', async () => {
    const account = await createAccount(t);
    await post('/api/public/resetpwd/sendlink', { emailAddress: account.email });
    const link = lastLink(account.email);
    await t.app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.accountId, account.id));
    const res = await post('/api/public/resetpwd/reset', {
      resetPasswordToken: link.searchParams.get('token'),
      emailAddress: account.email,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
  it("refuses a token used with another account's address", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    await post('/api/public/resetpwd/sendlink', { emailAddress: a.email });
    const token = lastLink(a.email).searchParams.get('token');
    const res = await post('/api/public/resetpwd/reset', {
      resetPasswordToken: token,
      emailAddress: b.email,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
  it('validates the new password and the token on the server', async () => {
    const weak = await post('/api/public/resetpwd/reset', {
      resetPasswordToken: 'x',
      emailAddress: 'a@b.fr',
      newPassword: 'court',
    });
    expect(weak.json().message).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const noToken = await post('/api/public/resetpwd/reset', {
      resetPasswordToken: '',
      emailAddress: 'a@b.fr',
      newPassword: NEW_PASSWORD,
    });
    expect(noToken.json().message).toBe('Token de réinitialisation manquant');
  });
  it('mails the signed-in caller a link from the account page', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/sendresetpwdemail',
      headers: { ...account.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(lastLink(account.email).searchParams.get('email')).toBe(account.email);
  });
});
