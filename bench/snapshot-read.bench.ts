/**
 * What reading a large version's snapshot costs the API's thread before a render
 * (`npm run bench:snapshot-read`): the 4,000-risk version is stored in PGlite, then read the way
 * renders read it — its JSON text (versions stored before migration 0018) or its gzip copy — and
 * posted to a worker thread, as the PDF and export pools do. PGlite runs on the calling thread,
 * so the time measured is the stall a first download causes. 15 rounds each: min and median.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openConfiguredDatabase } from '../apps/api/src/db/client.js';
import { snapshotTransfer } from '../apps/api/src/lib/stored-snapshot.js';
import {
  findVersionSnapshotForRender,
  findVersionSnapshotJson,
  insertVersion,
} from '../apps/api/src/modules/publishing/versions/versions.repository.js';
import { LARGE_DOCUMENT, largeDuerpData } from './fixtures/large-document.js';
import { insertVipDocument } from './lib/seed-document.js';

const ROUNDS = 15;
const dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-snapshot-'));
const database = await openConfiguredDatabase({ DATA_DIR: dataDir }, 'admin');
await database.migrate();
const data = largeDuerpData(LARGE_DOCUMENT);
const docId = await insertVipDocument(database.db, 'banc-instantane@exemple.fr', 'x', data);
const version = await insertVersion(database.db, {
  duerpDocumentId: docId,
  versionNumber: 1,
  notesDeVersion: '',
  dataSnapshot: data,
  displayOptions: data.displayOptions,
  snapshotSha256: '0'.repeat(64),
});

const worker = new Worker(
  `const { parentPort } = require('node:worker_threads');
  parentPort.on('message', () => parentPort.postMessage('reçu'));`,
  { eval: true },
);
const post = (message: unknown, transfer: ArrayBuffer[]) =>
  new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(message, transfer);
  });

const load0 = loadavg()[0]!;
console.log(
  `Machine : ${cpus().length} cœurs, Node ${process.version}, charge ${load0.toFixed(1)}`,
);
if (load0 > cpus().length) console.log('MACHINE OCCUPÉE : chiffres pessimistes');
const ways = [
  ['texte JSON (versions d’avant 0018)', () => findVersionSnapshotJson(database.db, version.id)],
  ['copie gzip', () => findVersionSnapshotForRender(database.db, version.id)],
] as const;
for (const [name, read] of ways) {
  const reads: number[] = [];
  const totals: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const snapshot = (await read())!;
    reads.push(performance.now() - start);
    size = typeof snapshot === 'string' ? snapshot.length : snapshot.byteLength;
    await post({ snapshot }, snapshotTransfer(snapshot));
    totals.push(performance.now() - start);
  }
  const stat = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return `${sorted[0]!.toFixed(1)} / ${sorted[Math.floor(ROUNDS / 2)]!.toFixed(1)} ms`;
  };
  console.log(
    `${name} : ${(size / 1e6).toFixed(2)} Mo ; lecture (min / médiane) ${stat(reads)} ; ` +
      `lecture + envoi au worker ${stat(totals)}`,
  );
}
await worker.terminate();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
