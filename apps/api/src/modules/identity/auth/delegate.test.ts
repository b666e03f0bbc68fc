import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount, createTestApp, useTestApp } from '../../../../test/helpers/test-app.js';
import { auditLog, refreshTokens } from '../../../db/schema/index.js';
import { hashToken } from '../../../lib/secure-token.js';
import { issueDelegateToken } from './auth.service.js';

const MASTER_KEY = 'cle-maitre-de-test-0123456789';
const t = useTestApp({ DELEGATE_MASTER_KEY: MASTER_KEY });

const dg = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/public/token/dg', payload: body as object });

describe('POST /api/public/token/dg (delegate login)', () => {
  it('signs in as the user with the master key and a single-use token, and audits it', async () => {
    const account = await createAccount(t);
    const dut = await issueDelegateToken(t.app.deps, account.email);
    const res = await dg({ em: account.email, dmk: MASTER_KEY, dut });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(info.statusCode).toBe(200);
    expect((await dg({ em: account.email, dmk: MASTER_KEY, dut })).statusCode).toBe(401);
    const audit = await t.app.deps.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'delegate_token.issued',
        'delegate_login.success',
        'delegate_login.refused',
      ]),
    );
  });
  it('opens a short session that cannot be renewed, and can still be closed', async () => {
    const account = await createAccount(t);
    const dut = await issueDelegateToken(t.app.deps, account.email);
    const before = Date.now();
    const tokens = (await dg({ em: account.email, dmk: MASTER_KEY, dut })).json();
    const [stored] = await t.app.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken as string)));
    // It ends with the access token (ACCESS_TOKEN_TTL_SECONDS), not 30 days later.
    const lifetimeSeconds = (stored!.expiresAt.getTime() - before) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(t.env.ACCESS_TOKEN_TTL_SECONDS - 60);
    expect(lifetimeSeconds).toBeLessThanOrEqual(t.env.ACCESS_TOKEN_TTL_SECONDS + 1);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/public/token/refresh',
      payload: { expiredAccessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/logout',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      payload: { refreshTokenToRevoke: tokens.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
  });
  it('refuses a wrong master key even with a valid token, and does not burn the token', async () => {
    const account = await createAccount(t);
    const dut = await issueDelegateToken(t.app.deps, account.email);
    expect((await dg({ em: account.email, dmk: 'mauvaise-cle-0123456789', dut })).statusCode).toBe(
      401,
    );
    expect((await dg({ em: account.email, dmk: MASTER_KEY, dut })).statusCode).toBe(200);
  });
  it("refuses a wrong token and another user's token", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const dutB = await issueDelegateToken(t.app.deps, b.email);
    expect((await dg({ em: a.email, dmk: MASTER_KEY, dut: 'faux' })).statusCode).toBe(401);
    expect((await dg({ em: a.email, dmk: MASTER_KEY, dut: dutB })).statusCode).toBe(401);
  });
  it('answers 400 with "Champ requis" when a field is empty', async () => {
    const res = await dg({ em: '', dmk: MASTER_KEY, dut: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Champ requis');
  });
  it('refuses everything when no master key is configured', async () => {
    const bare = await createTestApp();
    try {
      const account = await createAccount(bare);
      const dut = await issueDelegateToken(bare.app.deps, account.email);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/public/token/dg',
        payload: { em: account.email, dmk: MASTER_KEY, dut },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
