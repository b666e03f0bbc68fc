/**
 * Download benchmark (`npm run bench:download`): does downloading a large version stall the API?
 *
 * A 4,000-risk version (160 units × 25 risks, 1,200 actions: a 1.7 MB snapshot) is written
 * straight into a PGlite database, then the production build serves it. While 20 clients download
 * its PDF in a loop, one client calls /api/health every 20 ms and records each answer's latency:
 * 1. "seul" — the first download of one version, alone (its render);
 * 2. "rendu" — the first 20 concurrent downloads of another version (one shared render);
 * 3. "en cache" — 20 clients downloading the cached PDF for BENCH_DURATION seconds (default 10).
 * A first row, without downloads, gives the machine's own noise.
 *
 * Target: /api/health p99 under 100 ms while the PDF is cached. The server runs with its default
 * download bandwidth (DOWNLOAD_BANDWIDTH_MB_PER_SECOND); set it in the environment to compare,
 * 0 for unlimited.
 */
import { mkdtempSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';
import { openConfiguredDatabase } from '../apps/api/src/db/client.js';
import { insertVersion } from '../apps/api/src/modules/publishing/versions/versions.repository.js';
import { largeDuerpData } from './fixtures/large-document.js';
import { insertVipDocument } from './lib/seed-document.js';
import { writeResults } from './lib/results.js';
import { startProductionServer } from './lib/server.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CLIENTS = 20;
const HEALTH_EVERY_MS = 20;
const PASSWORD = 'Motdepasse1!';
const EMAIL = 'banc-telechargement@exemple.fr';

/** A VIP account (full PDF), its document and two 4,000-risk versions, before the server starts. */
async function seed(dataDir: string) {
  const database = await openConfiguredDatabase({ DATA_DIR: dataDir }, 'admin');
  await database.migrate();
  const data = largeDuerpData({ units: 160, risksPerUnit: 25, actions: 1200 });
  const docId = await insertVipDocument(database.db, EMAIL, await hash(PASSWORD), data);
  const versionIds: string[] = [];
  for (const versionNumber of [1, 2]) {
    const version = await insertVersion(database.db, {
      duerpDocumentId: docId,
      versionNumber,
      notesDeVersion: 'Banc de téléchargement',
      dataSnapshot: data,
      displayOptions: data.displayOptions,
      snapshotSha256: '0'.repeat(64),
    });
    versionIds.push(version.id);
  }
  await database.close();
  return { docId, versionIds, snapshotBytes: JSON.stringify(data).length };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

/**
 * Calls /api/health every HEALTH_EVERY_MS until `until` settles; returns p50/p99/max in ms. The
 * probe runs in its own thread, so that this process reading 20 PDFs does not delay its timings.
 */
async function probeHealth(base: string, until: Promise<unknown>) {
  const probe = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let done = false;
    const latencies = [];
    parentPort.on('message', () => (done = true));
    (async () => {
      while (!done) {
        const start = performance.now();
        await (await fetch(workerData.url)).arrayBuffer();
        latencies.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, workerData.every));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url: `${base}/api/health`, every: HEALTH_EVERY_MS } },
  );
  const latencies = new Promise<number[]>((resolve) => probe.once('message', resolve));
  const stop = () => probe.postMessage('stop');
  void until.then(stop, stop);
  const sorted = (await latencies).sort((a, b) => a - b);
  await probe.terminate();
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-download-'));
  console.log('Écriture de la version de 4 000 risques…');
  const { docId, versionIds, snapshotBytes } = await seed(dataDir);
  const server = await startProductionServer(undefined, { dataDir });
  try {
    const signIn = await fetch(`${server.url}/api/public/token/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: EMAIL, password: PASSWORD }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const url = (versionId: string) =>
      `${server.url}/api/duerp/${docId}/versions/${versionId}/download`;
    const headers = { authorization: `Bearer ${accessToken}` };
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    let downloads = 0;
    let pdfBytes = 0;
    // node:http, the body counted and dropped: the 20 clients share the server's 2 cores, and
    // fetch() assembling 2.6 MB bodies cost more CPU than the server serving them.
    const download = (versionId = versionIds[1]!) =>
      new Promise<void>((resolve, reject) => {
        get(url(versionId), { headers, agent }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            if (res.statusCode !== 200) return reject(new Error(`download: ${res.statusCode}`));
            pdfBytes = bytes;
            downloads += 1;
            resolve();
          });
        }).on('error', reject);
      });

    const load0 = loadavg()[0]!;
    const idle = await probeHealth(server.url, new Promise((r) => setTimeout(r, 3000)));

    const firstAlone = download(versionIds[0]);
    const alone = await probeHealth(server.url, firstAlone);
    await firstAlone;

    const firstWave = Promise.all(Array.from({ length: CLIENTS }, () => download()));
    const rendering = await probeHealth(server.url, firstWave);
    await firstWave;

    downloads = 0;
    const end = Date.now() + DURATION_S * 1000;
    const loops = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < end) await download();
      }),
    );
    const cached = await probeHealth(server.url, loops);
    await loops;

    console.log(
      `\nMachine : ${cpus().length} cœurs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, charge ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `Version : 4 000 risques, instantané de ${(snapshotBytes / 1e6).toFixed(2)} Mo, PDF de ${(pdfBytes / 1e6).toFixed(2)} Mo ; ${CLIENTS} téléchargements simultanés`,
    );
    console.table([
      { scénario: 'sans téléchargement, 3 s', ...idle },
      { scénario: 'premier téléchargement, seul (rendu)', ...alone },
      { scénario: '20 premiers téléchargements (rendu partagé)', ...rendering },
      {
        scénario: `${CLIENTS} clients, PDF en cache, ${DURATION_S} s`,
        ...cached,
        'téléchargements/s': Math.round(downloads / DURATION_S),
      },
    ]);
    console.log(`Objectif : p99 de /api/health < 100 ms pendant les téléchargements en cache.`);
    const load1 = loadavg()[0]!;
    writeResults('download', {
      clients: CLIENTS,
      cachedSeconds: DURATION_S,
      healthEveryMs: HEALTH_EVERY_MS,
      snapshotMb: Math.round(snapshotBytes / 1e4) / 100,
      pdfMb: Math.round(pdfBytes / 1e4) / 100,
      statistic: 'p50/p99/max of /api/health latencies, ms',
      rows: {
        idle,
        alone,
        rendering,
        cached: { ...cached, downloadsPerSecond: Math.round(downloads / DURATION_S) },
      },
      load: { start: load0, end: load1, busy: load0 > cpus().length || load1 > cpus().length },
    });
    agent.destroy();
  } finally {
    await server.stop();
  }
}

await main();
