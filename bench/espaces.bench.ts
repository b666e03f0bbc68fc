/**
 * "Mes espaces" benchmark (`npm run bench:espaces`): a consultant member of 200 espaces of 5
 * DUERPs each (1,000 documents of 3 units, one version each), on PGlite in this process. Seeded
 * through the API for one complete document, then copied in SQL. Measures GET
 * /api/espaces/overview: the first call (documents not yet in the process's cache) and the median
 * and p95 of 30 calls after it. Goal (issue 25): under 300 ms. Then the same for GET
 * /api/espaces/radar (issue 42: the compliance check of each of the 1,000 documents), goal 300 ms.
 * The figures go to bench/results/espaces.json (the table of docs/performances.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { insertAccount } from '../apps/api/src/modules/identity/auth/auth.repository.js';
import { openSession } from '../apps/api/src/modules/identity/auth/sessions.service.js';
import { completeDocument, generate } from '../apps/api/test/helpers/duerp.js';
import type { TestApp } from '../apps/api/test/helpers/test-app.js';
import { withLoad, writeResults } from './lib/results.js';

const ESPACES = 200;
const PER_ESPACE = 5;
const RUNS = 30;

const dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-espaces-'));
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = openDatabase({ pglite: new PGlite() });
await database.migrate();
const app = await buildApp({ env, database, logger: false });
await app.ready();
const { db } = app.deps;

const account = await insertAccount(db, 'consultant@exemple.fr', 'x');
if (!account) throw new Error('account');
const { accessToken } = await openSession(app.deps, account.id);
const auth = { authorization: `Bearer ${accessToken}` };
const t = { app, env, database, dataDir, outbox: () => [], close: async () => {} } as TestApp;
await db.execute(sql`UPDATE espaces SET is_vip = true WHERE personal_account_id = ${account.id}`);
const model = await completeDocument(t, auth);
await generate(t, auth, model.id);

const started = performance.now();
// 199 more espaces with the consultant as Éditeur, then 5 copies of the model in each.
await db.execute(sql`
  WITH created AS (
    INSERT INTO espaces (name) SELECT 'Client ' || n FROM generate_series(2, ${ESPACES}) n RETURNING id
  )
  INSERT INTO espace_members (espace_id, account_id, role)
  SELECT id, ${account.id}, 'editeur' FROM created`);
await db.execute(sql`
  CREATE TEMP TABLE copies AS
  SELECT gen_random_uuid() AS id, e.id AS espace_id, n
  FROM espace_members m JOIN espaces e ON e.id = m.espace_id, generate_series(1, ${PER_ESPACE}) n
  WHERE m.account_id = ${account.id}`);
await db.execute(sql`
  INSERT INTO duerp_documents (id, espace_id, display_name, data, revision)
  SELECT c.id, c.espace_id, d.display_name || ' ' || c.n, d.data, 1
  FROM copies c, duerp_documents d WHERE d.id = ${model.id}`);
await db.execute(sql`
  INSERT INTO duerp_unites (duerp_document_id, id_unite_de_travail, position, data)
  SELECT c.id, u.id_unite_de_travail, u.position, u.data
  FROM copies c, duerp_unites u WHERE u.duerp_document_id = ${model.id}`);
await db.execute(sql`
  INSERT INTO duerp_versions (duerp_document_id, version_number, creation_time, notes_de_version,
    data_snapshot, display_options, snapshot_sha256)
  SELECT c.id, 1, now() - (c.n * interval '90 days'), '', v.data_snapshot, v.display_options,
    v.snapshot_sha256
  FROM copies c, duerp_versions v WHERE v.duerp_document_id = ${model.id}`);
await db.execute(sql`DELETE FROM duerp_versions WHERE duerp_document_id = ${model.id}`);
await db.execute(sql`UPDATE duerp_documents SET deleted_at = now() WHERE id = ${model.id}`);
const seeded = performance.now() - started;

const load = loadavg()[0]!;
/** The first call (documents not yet in the process's cache), then RUNS calls: median and p95. */
async function measure(url: string, count: (body: unknown) => number) {
  const timed = async () => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: auth });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { ms: performance.now() - t0, rows: count(res.json()) };
  };
  const first = await timed();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed()).ms);
  times.sort((a, b) => a - b);
  return {
    rows: first.rows,
    firstMs: first.ms,
    medianMs: times[Math.floor(RUNS / 2)]!,
    p95Ms: times[Math.floor(RUNS * 0.95)]!,
  };
}
const overview = await withLoad(() =>
  measure('/api/espaces/overview', (body) => (body as unknown[]).length),
);
const radar = await withLoad(() =>
  measure('/api/espaces/radar', (body) => (body as { rows: unknown[] }).rows.length),
);

console.log(
  `Mes espaces — ${overview.rows} espaces × ${PER_ESPACE} DUERP (${radar.rows} documents), PGlite, ` +
    `${cpus().length} cœurs, charge ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}` +
    (load > cpus().length ? ' (machine occupée : chiffres pessimistes)' : ''),
);
console.log(`données copiées en ${seeded.toFixed(0)} ms`);
for (const [name, m] of [
  ['Mes espaces', overview],
  ['Radar', radar],
] as const) {
  console.log(
    `${name} : premier appel ${m.firstMs.toFixed(0)} ms, ${RUNS} appels suivants : médiane ` +
      `${m.medianMs.toFixed(0)} ms, p95 ${m.p95Ms.toFixed(0)} ms`,
  );
}
console.log(
  writeResults('espaces', {
    espaces: overview.rows,
    documents: radar.rows,
    runs: RUNS,
    goalMs: 300,
    routes: { overview, radar },
  }),
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
