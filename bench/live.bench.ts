/**
 * Live benchmark (`npm run bench:live`): 200 streams open on one document (10 readers with 20
 * tabs each; BENCH_LIVE_READERS=0: none, for the save figures without streams) while 10 Éditeurs save it for BENCH_LIVE_SECONDS (10), each saving again as soon as
 * its save is answered. On PGlite, the API listening on a real socket in this process (the
 * streams and the savers share its event loop: the figures are upper bounds). Prints the save
 * p50/p99 and, per save, the time from its answer until all 200 streams heard its revision.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { LiveChangeEvent } from '@duerp/domain/live';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { insertAccount } from '../apps/api/src/modules/identity/auth/auth.repository.js';
import { openSession } from '../apps/api/src/modules/identity/auth/sessions.service.js';
import { openLive, type LiveClient } from '../apps/api/test/helpers/live.js';

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const READERS = Number(process.env.BENCH_LIVE_READERS ?? 10);
const TABS = 20;
const EDITORS = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-live-'));
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = openDatabase({ pglite: new PGlite() });
await database.migrate();
const app = await buildApp({ env, database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const { db } = app.deps;

async function person(name: string, espaceId?: string, role = 'editeur') {
  const account = await insertAccount(db, `${name}@exemple.fr`, 'x');
  if (!account) throw new Error('account');
  if (espaceId) {
    await db.execute(
      sql`INSERT INTO espace_members (espace_id, account_id, role) VALUES (${espaceId}, ${account.id}, ${role})`,
    );
  }
  return { id: account.id, ...(await openSession(app.deps, account.id)) };
}

const owner = await person('proprietaire');
const created = await fetch(`${base}/api/duerp/create`, {
  method: 'POST',
  headers: { authorization: `Bearer ${owner.accessToken}` },
});
const doc = (await created.json()) as { id: string; espaceId: string };
const readers = await Promise.all(
  Array.from({ length: READERS }, (_, i) => person(`lecteur${i}`, doc.espaceId, 'lecteur')),
);
const editors = await Promise.all(
  Array.from({ length: EDITORS }, (_, i) => person(`editeur${i}`, doc.espaceId)),
);

/**
 * Each save's change is announced with the revision read after it: under concurrent saves one
 * announcement may carry a later revision and stand for several saves. A save has reached a
 * stream once the stream heard its revision or a later one (each stream hears them in order).
 */
const heardCount = new Map<number, number>();
const heardByAll: { revision: number; at: number }[] = [];
const answered: { revision: number; at: number }[] = [];
const onChange = (revision: number) => {
  const count = (heardCount.get(revision) ?? 0) + 1;
  heardCount.set(revision, count);
  if (count === READERS * TABS) heardByAll.push({ revision, at: performance.now() });
};
const streams: LiveClient[] = [];
for (const reader of readers) {
  for (let tab = 0; tab < TABS; tab += 1) {
    streams.push(
      await openLive(base, doc.id, reader.accessToken, '', (e) => {
        if (e.event === 'change') onChange((e.data as LiveChangeEvent).revision);
      }),
    );
  }
}
if (streams.some((s) => s.status !== 200)) throw new Error('a stream was refused');

const saves: number[] = [];
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  editors.map(async (editor, i) => {
    let on = i % 2 === 0;
    while (performance.now() < until) {
      on = !on;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/duerp/${doc.id}/update-toggle-papripact`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${editor.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ isPapripactEnabled: on }),
      });
      const answeredAt = performance.now();
      const { revision } = (await res.json()) as { revision: number };
      if (res.status !== 200) throw new Error(`save: ${res.status}`);
      saves.push(answeredAt - t0);
      answered.push({ revision, at: answeredAt });
    }
  }),
);
// The last changes still travelling.
await new Promise((resolve) => setTimeout(resolve, 2_000));

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const fanOut: number[] = [];
let missed = 0;
for (const save of answered) {
  const reached = heardByAll.find((h) => h.revision >= save.revision);
  if (reached) fanOut.push(Math.max(0, reached.at - save.at));
  else missed += 1;
}
console.log(
  `Direct : ${streams.length} flux ouverts sur un document, ${EDITORS} éditeurs qui enregistrent pendant ${SECONDS} s` +
    ` (${cpus().length} cœurs, charge ${loadavg()[0]!.toFixed(1)})`,
);
console.log(
  `  enregistrements : ${saves.length}, p50 ${pct(saves, 50).toFixed(0)} ms, p99 ${pct(saves, 99).toFixed(0)} ms`,
);
console.log(
  `  jusqu'aux ${streams.length} flux après la réponse : p50 ${pct(fanOut, 50).toFixed(0)} ms, p99 ${pct(fanOut, 99).toFixed(0)} ms, max ${Math.max(...fanOut).toFixed(0)} ms` +
    ` ; enregistrements jamais reçus par tous : ${missed}`,
);
streams.forEach((s) => s.close());
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
