/**
 * « Dossier pour un contrôle » benchmark (`npm run bench:pack`): a document of 1,000 risks
 * (40 units × 25 risks, 300 actions) with 12 versions, on PGlite in this process. Measures
 * GET …/dossier-controle/pdf (the pack alone, rendered on the API's thread) and …/zip (the pack,
 * the current version's full PDF through the render cache, the list of versions): the first call,
 * then the median of RUNS calls, and the process's peak RSS, the PDF workers started as the server
 * starts them (prewarmPdfPool). Goal (issue 42): under 2 s. Then the
 * pack of the largest document the benches use (4,000 risks, 1,200 actions): what a huge draft
 * costs in time and memory.
 * The figures go to bench/results/pack.json (the table of docs/performances.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { findAccountByEmail } from '../apps/api/src/modules/identity/auth/auth.repository.js';
import { openSession } from '../apps/api/src/modules/identity/auth/sessions.service.js';
import { prewarmPdfPool } from '../apps/api/src/modules/publishing/pdf/index.js';
import { insertVersion } from '../apps/api/src/modules/publishing/versions/versions.repository.js';
import { LARGE_DOCUMENT, largeDuerpData, REFERENCE_DOCUMENT } from './fixtures/large-document.js';
import { insertVipDocument } from './lib/seed-document.js';
import { median, withLoad, writeResults } from './lib/results.js';

const RUNS = 5;
const VERSIONS = 12;
const EMAIL = 'inspection@exemple.fr';

const dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-pack-'));
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = openDatabase({ pglite: new PGlite() });
await database.migrate();
const data = largeDuerpData(REFERENCE_DOCUMENT);
const risks = data.unitesDeTravail.reduce((n, u) => n + u.risques.length, 0);
const docId = await insertVipDocument(database.db, EMAIL, 'x', data);
for (let versionNumber = 1; versionNumber <= VERSIONS; versionNumber++) {
  await insertVersion(database.db, {
    duerpDocumentId: docId,
    versionNumber,
    notesDeVersion: 'Banc du dossier pour un contrôle',
    dataSnapshot: data,
    displayOptions: data.displayOptions,
    snapshotSha256: '0'.repeat(64),
    verificationCode: `BANC-${String(versionNumber).padStart(4, '0')}`,
  });
}
const app = await buildApp({ env, database, logger: false });
await app.ready();
// As server.ts does once it listens: the first call measures a render, not a thread's start.
await prewarmPdfPool();
const account = await findAccountByEmail(app.deps.db, EMAIL);
const { accessToken } = await openSession(app.deps, account!.id);
const headers = { authorization: `Bearer ${accessToken}` };

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function measure(kind: 'pdf' | 'zip', id = docId) {
  const call = async () => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/duerp/${id}/dossier-controle/${kind}`,
      headers,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { ms: performance.now() - t0, bytes: res.rawPayload.length };
  };
  const first = await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await call()).ms);
  return { firstMs: first.ms, medianMs: median(times), bytes: first.bytes };
}

const pdf = await withLoad(() => measure('pdf'));
const zip = await withLoad(() => measure('zip'));
const peakRssMb = peakRss / 1024 / 1024;
const largeData = largeDuerpData(LARGE_DOCUMENT);
const largeRisks = largeData.unitesDeTravail.reduce((n, u) => n + u.risques.length, 0);
const largeId = await insertVipDocument(app.deps.db, 'grand@exemple.fr', 'x', largeData);
const largeAccount = await findAccountByEmail(app.deps.db, 'grand@exemple.fr');
headers.authorization = `Bearer ${(await openSession(app.deps, largeAccount!.id)).accessToken}`;
const large = { risks: largeRisks, ...(await withLoad(() => measure('pdf', largeId))) };
clearInterval(sampler);
const largePeakRssMb = peakRss / 1024 / 1024;

console.log(`Dossier pour un contrôle — ${risks} risques, ${VERSIONS} versions, PGlite`);
for (const [name, m] of [
  ['PDF du dossier', pdf],
  ['ZIP des originaux', zip],
] as const) {
  console.log(
    `${name} : premier appel ${m.firstMs.toFixed(0)} ms, médiane de ${RUNS} ${m.medianMs.toFixed(0)} ms, ` +
      `${(m.bytes / 1024).toFixed(0)} Ko, charge ${m.load.start.toFixed(1)} → ${m.load.end.toFixed(1)}`,
  );
}
console.log(`RSS maximal du processus : ${peakRssMb.toFixed(0)} Mo`);
console.log(
  `PDF du dossier de ${largeRisks} risques : premier appel ${large.firstMs.toFixed(0)} ms, médiane ` +
    `${large.medianMs.toFixed(0)} ms, ${(large.bytes / 1024).toFixed(0)} Ko ; RSS maximal ${largePeakRssMb.toFixed(0)} Mo`,
);
console.log(
  writeResults('pack', {
    risks,
    versions: VERSIONS,
    runs: RUNS,
    goalMs: 2000,
    peakRssMb,
    pdf,
    zip,
  }),
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
