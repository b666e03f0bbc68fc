import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { Call, Fixture } from './route-access.js';
import { buildRouteFixture, ROUTE_MATRIX, type Callers } from './route-fixture.js';

/**
 * Every signed-in write accepts an Idempotency-Key: each one, sent as copies at the same moment
 * with one key, must write what a single send writes. Two owners with the same things: the first
 * sends each call of the route table once, the second sends it as copies; the rows of every table
 * (and the documents' revisions) must move alike. Rate-limit counters are left out: each copy is
 * a request that counts, in rows the first owner's calls may already have opened.
 */
const COPIES = 4;
const WRITES = Object.entries(ROUTE_MATRIX).filter(
  ([key, entry]) =>
    !key.startsWith('GET ') && entry.expect.anonymous === 401 && entry.expect.owner !== 401,
);

/**
 * Writes that end the caller's access to what they act on: a copy that arrives once the first is
 * done is refused by the access check (404), which runs before the kept answer is looked up.
 */
const ENDS_ACCESS = new Set(['DELETE /api/duerp/:id', 'POST /api/espaces/:espaceId/leave']);

let t: TestApp;
let single: { fixture: Fixture; callers: Callers };
let copied: { fixture: Fixture; callers: Callers };
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  single = await buildRouteFixture(t);
  copied = await buildRouteFixture(t);
  tables = (
    await queryRows<{ name: string }>(
      t.app.deps.db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
            AND table_name <> 'rate_limit_counters' ORDER BY 1`,
    )
  ).map((r) => r.name);
}, 240_000);
afterAll(() => t.close());

/** The number of rows of each table, and the sum of the documents' revisions. */
async function counts(): Promise<Map<string, number>> {
  const parts = tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`);
  parts.push(`SELECT 'revisions', coalesce(sum(revision), 0)::int FROM duerp_documents`);
  const rows = await queryRows<{ name: string; n: number }>(
    t.app.deps.db,
    sql.raw(parts.join(' UNION ALL ')),
  );
  return new Map(rows.map((r) => [r.name, r.n]));
}

/** What `send` changed: the tables whose count moved, and by how much. */
async function written<T>(send: () => Promise<T>): Promise<{ answer: T; delta: string }> {
  const before = await counts();
  const answer = await send();
  const after = await counts();
  const moved = [...after].filter(([name, n]) => n !== before.get(name));
  return { answer, delta: moved.map(([name, n]) => `${name} ${n - before.get(name)!}`).join(', ') };
}

function send(owner: { auth: Record<string, string> }, call: Call, method: string, key: string) {
  return t.app.inject({
    method: method as 'POST',
    url: call.url,
    headers: { ...(call.headers ?? {}), ...owner.auth, 'idempotency-key': key },
    payload: call.payload as string,
  });
}

describe('copies of a signed-in write sent at the same moment with one Idempotency-Key', () => {
  it('covers the signed-in writes of the route table', () => {
    expect(WRITES.length).toBeGreaterThan(40);
  });

  it('write what one send writes, and all get the first answer', async () => {
    const failures: string[] = [];
    for (const [route, entry] of WRITES) {
      const method = route.split(' ')[0]!;
      const once = await written(() =>
        send(single.callers.owner, entry.call(single.fixture), method, randomUUID()),
      );
      const key = randomUUID();
      const call = entry.call(copied.fixture);
      const copies = await written(() =>
        Promise.all(
          Array.from({ length: COPIES }, () => send(copied.callers.owner, call, method, key)),
        ),
      );
      // The copies that passed the access check.
      const answered = copies.answer.filter(
        (r) => !(ENDS_ACCESS.has(route) && r.statusCode === 404),
      );
      const statuses = answered.map((r) => r.statusCode);
      const fresh = answered.filter((r) => r.headers['idempotent-replayed'] !== 'true');
      const ok = once.answer.statusCode < 300;
      const json = String(once.answer.headers['content-type']).startsWith('application/json');
      if (statuses.some((s) => s !== once.answer.statusCode))
        failures.push(`${route}: ${statuses.join('/')} (une seule : ${once.answer.statusCode})`);
      else if (copies.delta !== once.delta)
        failures.push(`${route}: écrit « ${copies.delta} » (une seule : « ${once.delta} »)`);
      // A file (the access notice) is not kept: each copy reads it again.
      else if (json && new Set(answered.map((r) => r.body)).size !== 1)
        failures.push(`${route}: réponses différentes`);
      else if (ok && json && fresh.length !== 1) failures.push(`${route}: ${fresh.length} faites`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
