import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { refreshTokens } from '../../../db/schema/index.js';
import { hashToken } from '../../../lib/secure-token.js';

const t = useTestApp();

const refresh = (refreshToken: string, expiredAccessToken = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/token/refresh',
    payload: { expiredAccessToken, refreshToken },
  });

describe('POST /api/public/token/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const account = await createAccount(t);
    const res = await refresh(account.refreshToken, account.accessToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(account.refreshToken);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(info.statusCode).toBe(200);
  });
  it('treats a token reused after the grace period as theft and revokes the whole family', async () => {
    const account = await createAccount(t);
    const first = (await refresh(account.refreshToken)).json();
    await t.app.deps.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(account.refreshToken)));
    const reuse = await refresh(account.refreshToken);
    expect(reuse.statusCode).toBe(401);
    // the legitimate successor is revoked too
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });
  it('refuses an expired refresh token', async () => {
    const account = await createAccount(t);
    await t.app.deps.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.accountId, account.id));
    const res = await refresh(account.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/session a expiré/);
  });
  it("refuses another account's access token alongside the refresh token", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    expect((await refresh(a.refreshToken, b.accessToken)).statusCode).toBe(401);
  });
  it('refuses an unknown token and a missing one', async () => {
    expect((await refresh('inconnu')).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/public/token/refresh',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
  it('accepts a token rotated seconds ago (lost answer, concurrent tabs) without ending the session', async () => {
    const account = await createAccount(t);
    const results = await Promise.all([
      refresh(account.refreshToken),
      refresh(account.refreshToken),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await refresh(account.refreshToken);
    expect(again.statusCode).toBe(200);
    for (const res of [...results, again])
      expect((await refresh(res.json().refreshToken)).statusCode).toBe(200);
  });
  it('never revives a family closed by logout, even within the grace period', async () => {
    const account = await createAccount(t);
    const next = (await refresh(account.refreshToken)).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/logout',
      headers: account.auth,
      payload: { refreshTokenToRevoke: next.refreshToken },
    });
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/myaccount/logout', () => {
  it('revokes the given refresh token', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/logout',
      headers: account.auth,
      payload: { refreshTokenToRevoke: account.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });
  it("cannot revoke another account's token", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/logout',
      headers: a.auth,
      payload: { refreshTokenToRevoke: b.refreshToken },
    });
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });
  it('requires a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/myaccount/logout', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
