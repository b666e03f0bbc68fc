import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type LiveChangeEvent } from '@duerp/domain/live';
import {
  createAccount,
  createSecondInstance,
  createTestApp,
  type TestApp,
} from '../../../../test/helpers/test-app.js';
import { createDuerp, togglePapripact } from '../../../../test/helpers/duerp.js';
import { joinEspace } from '../../../../test/helpers/espaces.js';
import { openAtOnce, openLive, within } from '../../../../test/helpers/live.js';
import { signAccessToken } from '../../identity/auth/access-token.js';
import { openSession } from '../../identity/auth/sessions.service.js';
import { insertSingleUseToken } from '../../identity/auth/auth.repository.js';
import { hashToken, newOpaqueToken } from '../../../lib/secure-token.js';
import { MAX_STREAMS_PER_ACCOUNT } from './index.js';

let t: TestApp;
let b: Awaited<ReturnType<typeof createSecondInstance>>;
let base = '';
let baseB = '';
type Account = Awaited<ReturnType<typeof createAccount>>;
let owner: Account;

beforeAll(async () => {
  t = await createTestApp();
  b = await createSecondInstance(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccount(t);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const toggle = (auth: { authorization: string }, id: string, value: boolean) =>
  togglePapripact(t, auth, id, value);

describe(`the cap of ${MAX_STREAMS_PER_ACCOUNT} streams per account`, () => {
  it('holds under a burst of 100 streams opened at once, per instance', async () => {
    const busy = await createAccount(t);
    const doc = await createDuerp(t, busy.auth);
    const burst = await openAtOnce(base, `/api/duerp/${doc.id}/live`, busy.accessToken, 100);
    expect(burst.statuses.filter((s) => s === 200)).toHaveLength(MAX_STREAMS_PER_ACCOUNT);
    expect(burst.statuses.filter((s) => s === 429)).toHaveLength(100 - MAX_STREAMS_PER_ACCOUNT);
    expect(JSON.parse(burst.refused[0]!)).toEqual({ message: LIVE_MESSAGES.tooManyStreams });
    // Each instance counts its own streams: the second one still opens one.
    const elsewhere = await openLive(baseB, doc.id, busy.accessToken);
    expect(elsewhere.status).toBe(200);
    expect((await openLive(base, doc.id, busy.accessToken)).status).toBe(429);
    // Closed, the streams give their places back.
    burst.close();
    elsewhere.close();
    let again = await openLive(base, doc.id, busy.accessToken);
    for (let i = 0; again.status === 429 && i < 100; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      again = await openLive(base, doc.id, busy.accessToken);
    }
    expect(again.status).toBe(200);
    again.close();
  });
});

describe('a stream and its session', () => {
  // On PGlite the instances of one process do not share a bus; on PostgreSQL they do (NOTIFY).
  const shared = Boolean(process.env.TEST_DATABASE_URL);

  it('ends when its session signs out, on every instance, and hears nothing more', async () => {
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    const other = await openSession(t.app.deps, lecteur.id);
    const doc = await createDuerp(t, owner.auth);
    const signedOut = await openLive(base, doc.id, lecteur.accessToken);
    const onB = await openLive(shared ? baseB : base, doc.id, lecteur.accessToken);
    const stays = await openLive(base, doc.id, other.accessToken);
    expect([signedOut.status, onB.status, stays.status]).toEqual([200, 200, 200]);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/logout',
      headers: lecteur.auth,
      payload: { refreshTokenToRevoke: lecteur.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    await expect(within(signedOut.ended, 2_000)).resolves.toBe('done');
    await expect(within(onB.ended, 2_000)).resolves.toBe('done');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/public/token/refresh',
      payload: { refreshToken: lecteur.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    // The account's other session keeps its stream, and hears the next change.
    expect((await toggle(owner.auth, doc.id, true)).statusCode).toBe(200);
    await stays.next<LiveChangeEvent>('change', (c) => c.revision === doc.revision + 1);
    expect(signedOut.events.filter((e) => e.event === 'change')).toEqual([]);
    stays.close();
  });

  it('ends when its access token expires', async () => {
    const doc = await createDuerp(t, owner.auth);
    // Valid for one to two seconds (JWT times are in whole seconds).
    const shortLived = await signAccessToken(
      { accountId: owner.id, delegated: false },
      t.env.JWT_SECRET,
      2,
    );
    const stream = await openLive(base, doc.id, shortLived);
    expect(stream.status).toBe(200);
    const lasting = await openLive(base, doc.id, owner.accessToken);
    await expect(within(stream.ended, 3_000)).resolves.toBe('done');
    expect(await within(lasting.ended, 0)).toBe('timeout');
    lasting.close();
  });

  it('ends, for every session of the account, when its password is reset', async () => {
    const account = await createAccount(t);
    const other = await openSession(t.app.deps, account.id);
    const doc = await createDuerp(t, account.auth);
    const streams = [
      await openLive(base, doc.id, account.accessToken),
      await openLive(base, doc.id, other.accessToken),
    ];
    const token = newOpaqueToken();
    await insertSingleUseToken(t.app.deps.db, 'passwordReset', {
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/public/resetpwd/reset',
      payload: { emailAddress: account.email, resetPasswordToken: token, newPassword: 'Nouveau1!' },
    });
    expect(reset.statusCode).toBe(200);
    for (const s of streams) await expect(within(s.ended, 2_000)).resolves.toBe('done');
  });
});
