/**
 * Abuse benchmark (npm run bench:abuse): what anonymous abuse costs everyone else. Against the
 * production build on PGlite, with the server's default limits, each scenario runs for
 * BENCH_ABUSE_SECONDS (5) while /api/health is called in a loop; prints health p50/p99/max and
 * how the abusive requests were answered, and the server's CPU seconds per second (which, unlike
 * latencies, other programs on the machine do not inflate). The attack runs in a worker thread, so that the probe's
 * own event loop is not what is measured.
 *
 * - nested: 20 parallel 1 MB bodies nested 500,000 deep to /api/public/account/info;
 * - keys: 20 parallel 70,000-key bodies to the same route;
 * - sign-ins: 20 parallel floods of invalid sign-ins (malformed e-mail) from one address;
 * - bomb: 3 parallel previews of a 413 kB workbook whose directory declares 900 kB but which
 *   inflates to 400 MB (apps/api/test/fixtures/hostile), from a signed-in account;
 * - last column: 3 parallel previews of 5,000 lines holding a cell in XFD, the last column.
 *
 * The first two come from a new address each time (X-Forwarded-For, TRUST_PROXY=true): a spread
 * attack that per-IP limits cannot stop, so what is measured is the cost of refusing the body.
 * Each row also gives the median time an abusive request took to be answered and how far the
 * server's resident memory rose above what it was before the scenario.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { forgedSizeBomb, lastColumnSheet } from '../apps/api/test/fixtures/hostile/hostile-xlsx.js';
import { treeCpuSeconds } from './lib/cpu.js';
import { createDocument, signUp } from './lib/seed.js';
import { ROOT, startProductionServer, type RunningServer } from './lib/server.js';

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 5);
const PARALLEL = 20;

interface Scenario {
  name: string;
  path: string;
  /** JavaScript expression evaluated in the worker: the body, built once. */
  body: string;
  spreadAddresses: boolean;
  headers?: Record<string, string>;
  parallel?: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'corps imbriqués 1 Mo × 20',
    path: '/api/public/account/info',
    body: `'{"emailAddress":' + '['.repeat(499_990) + ']'.repeat(499_990) + '}'`,
    spreadAddresses: true,
  },
  {
    name: 'corps de 70 000 clés × 20',
    path: '/api/public/account/info',
    body: `'{' + Array.from({ length: 70_000 }, (_, i) => '"k' + i + '":0').join(',') + '}'`,
    spreadAddresses: true,
  },
  {
    name: 'connexions invalides × 20, une adresse',
    path: '/api/public/token/new',
    body: `JSON.stringify({ emailAddress: 'pas-une-adresse', password: '' })`,
    spreadAddresses: false,
  },
];

/** Previews of the hostile workbooks on a document of a new account, three at once. */
async function importScenarios(base: string): Promise<Scenario[]> {
  const session = await signUp(base);
  const { id } = await createDocument(base, session);
  // One honest preview first: the import worker thread is started once, not by the attack.
  const template = await (await fetch(`${base}/api/duerp/import-template/csv`, session)).text();
  const warmUp = await fetch(`${base}/api/duerp/${id}/import/preview`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      fileName: 'modele.csv',
      contentBase64: Buffer.from(template).toString('base64'),
    }),
  });
  if (!warmUp.ok) throw new Error(`Aperçu du modèle : ${warmUp.status}`);
  const preview = (name: string, file: Buffer): Scenario => ({
    name,
    path: `/api/duerp/${id}/import/preview`,
    body: JSON.stringify(
      JSON.stringify({ fileName: 'risques.xlsx', contentBase64: file.toString('base64') }),
    ),
    spreadAddresses: false,
    headers: session.headers,
    parallel: 3,
  });
  return [
    preview('bombe 413 ko, taille falsifiée (400 Mo) × 3', forgedSizeBomb()),
    preview('5 000 lignes jusqu’à la colonne XFD × 3', lastColumnSheet()),
  ];
}

/** The attacker: PARALLEL loops posting the body until told to stop; reports answers by status. */
const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, spreadAddresses, parallel, extraHeaders } = workerData;
const body = eval(workerData.body);
const statuses = {};
const durations = [];
let running = true;
parentPort.on('message', () => { running = false; });
const count = (key) => { statuses[key] = (statuses[key] ?? 0) + 1; };
const address = () => '10.' + [0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.');
async function loop() {
  while (running) {
    try {
      const headers = { 'content-type': 'application/json', ...extraHeaders };
      if (spreadAddresses) headers['x-forwarded-for'] = address();
      const start = performance.now();
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(120_000) });
      await res.arrayBuffer();
      durations.push(performance.now() - start);
      count(String(res.status));
    } catch (error) {
      count(error.name === 'TimeoutError' ? 'sans réponse en 120 s' : 'connexion fermée');
    }
  }
}
Promise.all(Array.from({ length: parallel }, loop)).then(() =>
  parentPort.postMessage({ statuses, durations }),
);
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

/** Sequential GET /api/health for the given time: latencies in ms. */
async function probeHealth(base: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
    } catch {
      // no answer within a minute: the wait is what is measured
    }
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies.sort((a, b) => a - b);
}

/** The server's resident memory in MB (/proc: its worker threads included). */
function serverRssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

async function runScenario(server: RunningServer, scenario: Scenario) {
  const base = server.url;
  const worker = new Worker(ATTACKER, {
    eval: true,
    workerData: {
      url: `${base}${scenario.path}`,
      body: scenario.body,
      spreadAddresses: scenario.spreadAddresses,
      extraHeaders: scenario.headers ?? {},
      parallel: scenario.parallel ?? PARALLEL,
    },
  });
  const answers = new Promise<{ statuses: Record<string, number>; durations: number[] }>(
    (resolve) => worker.once('message', resolve),
  );
  const rssBefore = serverRssMb(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, serverRssMb(server.pid));
  }, 50);
  await new Promise((r) => setTimeout(r, 300)); // the bodies are built before the probe starts
  const cpuBefore = treeCpuSeconds(server.pid);
  const latencies = await probeHealth(base, SECONDS);
  const serverCpu = (treeCpuSeconds(server.pid) - cpuBefore) / SECONDS;
  worker.postMessage('stop');
  const { statuses, durations } = await answers;
  clearInterval(sampler);
  await worker.terminate();
  const answerMs = percentile(
    durations.sort((a, b) => a - b),
    0.5,
  );
  return { latencies, statuses, serverCpu, answerMs, rssRiseMb: rssPeak - rssBefore };
}

async function main() {
  const server = await startProductionServer(undefined, {
    env: { TRUST_PROXY: 'true', RATE_LIMIT_MAX_PER_IP: '', RATE_LIMIT_MAX_PER_EMAIL: '' },
  });
  const rows: Record<string, string | number>[] = [];
  try {
    const ms = (v: number) => Math.round(v * 10) / 10;
    const cpuBefore = treeCpuSeconds(server.pid);
    const idle = await probeHealth(server.url, 2);
    const idleCpu = (treeCpuSeconds(server.pid) - cpuBefore) / 2;
    rows.push({
      scenario: 'aucun (référence)',
      'health p50 (ms)': ms(percentile(idle, 0.5)),
      'health p99 (ms)': ms(percentile(idle, 0.99)),
      'health max (ms)': ms(idle.at(-1) ?? NaN),
      'CPU du serveur (s/s)': Math.round(idleCpu * 100) / 100,
      'réponse p50 (ms)': '',
      'RSS + (Mo)': '',
      réponses: '',
    });
    for (const scenario of [...SCENARIOS, ...(await importScenarios(server.url))]) {
      console.log(`${scenario.name}…`);
      const { latencies, statuses, serverCpu, answerMs, rssRiseMb } = await runScenario(
        server,
        scenario,
      );
      rows.push({
        scenario: scenario.name,
        'health p50 (ms)': ms(percentile(latencies, 0.5)),
        'health p99 (ms)': ms(percentile(latencies, 0.99)),
        'health max (ms)': ms(latencies.at(-1) ?? NaN),
        'CPU du serveur (s/s)': Math.round(serverCpu * 100) / 100,
        'réponse p50 (ms)': Math.round(answerMs),
        'RSS + (Mo)': Math.round(rssRiseMb),
        réponses: Object.entries(statuses)
          .map(([status, n]) => `${status} × ${n}`)
          .join(', '),
      });
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nMachine : ${cpus().length} cœurs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, charge ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} ; ${SECONDS} s par scénario\n`,
  );
  console.table(rows);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'abuse.json'), JSON.stringify(rows, null, 2));
  if (rows.some((r) => Number(r['health p99 (ms)']) >= 100)) {
    console.error('Objectif manqué : p99 de /api/health ≥ 100 ms pendant un scénario.');
    process.exitCode = 1;
  }
}

await main();
