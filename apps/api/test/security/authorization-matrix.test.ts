import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { accounts } from '../../src/db/schema/index.js';
import { API_ROOT } from '../../src/lib/paths.js';
import { createAccount, createTestApp, type TestApp } from '../helpers/test-app.js';
import type { Call, Caller, Fixture } from './route-access.js';
import { buildRouteFixture, ROUTE_MATRIX as MATRIX, type Callers } from './route-fixture.js';

/** Documentation and the SPA are not data routes. */
const IGNORED = (method: string, url: string) =>
  method === 'HEAD' || url.startsWith('/api/docs') || !url.startsWith('/api');

let t: TestApp;
let callers: Callers;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  ({ fixture, callers } = await buildRouteFixture(t));
}, 120_000);
afterAll(() => t.close());

let baseUrl: string | undefined;

/** A stream's answer: its status, read from a real socket, then the stream closed. */
async function openStream(url: string, headers: Record<string, string>) {
  baseUrl ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, { headers, signal: controller.signal });
  const body = response.ok ? '' : await response.text();
  controller.abort();
  return { statusCode: response.status, body };
}

function send(caller: Caller, call: Call, method: string) {
  const headers = {
    ...(call.headers ?? {}),
    ...(caller === 'anonymous' ? {} : callers[caller].auth),
  };
  if (call.stream) return openStream(call.url, headers);
  return t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers,
    payload: call.payload as string,
  });
}

describe('authorization matrix', () => {
  it('has an entry for every registered API route', () => {
    const registered = t.app.routeTable
      .filter((r) => !IGNORED(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('is described in docs/performances.md with its true number of routes', () => {
    const page = readFileSync(join(API_ROOT, '../../docs/performances.md'), 'utf8');
    const written =
      /`apps\/api\/test\/security\/authorization-matrix\.test\.ts`\) \| (\d+) routes/.exec(
        page,
      )?.[1];
    expect(
      Number(written),
      `docs/performances.md : écrire ${Object.keys(MATRIX).length} routes`,
    ).toBe(Object.keys(MATRIX).length);
  });

  it('answers each caller as expected, and nobody without the right changes the owner’s data', async () => {
    const snapshot = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/duerp/${fixture.doc.id}`,
          headers: callers.owner.auth,
        })
      ).json<DuerpDocument>();
    const before = await snapshot();
    const failures: string[] = [];
    for (const caller of ['anonymous', 'other', 'vip', 'lecteur', 'removed'] as const) {
      for (const [key, entry] of Object.entries(MATRIX)) {
        if (key.includes('test-checkout') && key.endsWith('pay')) continue; // a capability URL: exercised once, below
        const method = key.split(' ')[0]!;
        const res = await send(caller, entry.call(fixture), method);
        const expected = [entry.expect[caller]].flat();
        if (!expected.includes(res.statusCode))
          failures.push(`${caller} ${key}: ${res.statusCode} (attendu ${expected.join('|')})`);
      }
    }
    expect(failures).toEqual([]);
    const after = await snapshot();
    expect(after.revision).toBe(before.revision);
    expect(after.data).toEqual(before.data);
    for (const caller of ['editeur', 'owner'] as const) {
      for (const [key, entry] of Object.entries(MATRIX)) {
        if (key.endsWith('/cancel')) continue; // the pending checkout is paid below
        if (caller === 'editeur' && key.includes('test-checkout')) continue;
        const method = key.split(' ')[0]!;
        const res = await send(caller, entry.call(fixture), method);
        const expected = [entry.expect[caller]].flat();
        if (!expected.includes(res.statusCode))
          failures.push(
            `${caller} ${key}: ${res.statusCode} (attendu ${expected.join('|')}) ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // About 700 requests, versions and PDFs among them: more than the default per-test timeout on
    // a busy 2-core machine.
  }, 240_000);

  it('refuses the still-valid access token of a deleted account on every signed-in route', async () => {
    const gone = await createAccount(t);
    await t.app.deps.db.delete(accounts).where(eq(accounts.id, gone.id));
    const failures: string[] = [];
    for (const [key, entry] of Object.entries(MATRIX)) {
      // Public routes (sign-in and refresh answer 401 to everyone) do not read the bearer token.
      if (entry.expect.anonymous !== 401 || entry.expect.owner === 401) continue;
      const call = entry.call(fixture);
      const res = await t.app.inject({
        method: key.split(' ')[0] as 'GET',
        url: call.url,
        headers: { ...(call.headers ?? {}), ...gone.auth },
        payload: call.payload as string,
      });
      const message = res.json<{ message?: string }>().message;
      if (
        res.statusCode !== 401 ||
        message !== "Ce compte n'existe plus. Veuillez vous reconnecter."
      )
        failures.push(`${key}: ${res.statusCode} ${message}`);
    }
    expect(failures).toEqual([]);
  });
});
