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
 * - sign-ins: 20 parallel floods of invalid sign-ins (malformed e-mail) from one address.
 *
 * The first two come from a new address each time (X-Forwarded-For, TRUST_PROXY=true): a spread
 * attack that per-IP limits cannot stop, so what is measured is the cost of refusing the body.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { treeCpuSeconds } from './lib/cpu.js';
import { ROOT, startProductionServer, type RunningServer } from './lib/server.js';

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 5);
const PARALLEL = 20;

interface Scenario {
  name: string;
  path: string;
  /** JavaScript expression evaluated in the worker: the body, built once. */
  body: string;
  spreadAddresses: boolean;
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

/** The attacker: PARALLEL loops posting the body until told to stop; reports answers by status. */
const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, spreadAddresses, parallel } = workerData;
const body = eval(workerData.body);
const statuses = {};
let running = true;
parentPort.on('message', () => { running = false; });
const count = (key) => { statuses[key] = (statuses[key] ?? 0) + 1; };
const address = () => '10.' + [0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.');
async function loop() {
  while (running) {
    try {
      const headers = { 'content-type': 'application/json' };
      if (spreadAddresses) headers['x-forwarded-for'] = address();
      const res = await fetch(url, { method: 'POST', headers, body });
      await res.arrayBuffer();
      count(String(res.status));
    } catch {
      count('connexion fermée');
    }
  }
}
Promise.all(Array.from({ length: parallel }, loop)).then(() => parentPort.postMessage(statuses));
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
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies.sort((a, b) => a - b);
}

async function runScenario(server: RunningServer, scenario: Scenario) {
  const base = server.url;
  const worker = new Worker(ATTACKER, {
    eval: true,
    workerData: {
      url: `${base}${scenario.path}`,
      body: scenario.body,
      spreadAddresses: scenario.spreadAddresses,
      parallel: PARALLEL,
    },
  });
  const answers = new Promise<Record<string, number>>((resolve) => worker.once('message', resolve));
  await new Promise((r) => setTimeout(r, 300)); // the bodies are built before the probe starts
  const cpuBefore = treeCpuSeconds(server.pid);
  const latencies = await probeHealth(base, SECONDS);
  const serverCpu = (treeCpuSeconds(server.pid) - cpuBefore) / SECONDS;
  worker.postMessage('stop');
  const statuses = await answers;
  await worker.terminate();
  return { latencies, statuses, serverCpu };
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
      réponses: '',
    });
    for (const scenario of SCENARIOS) {
      console.log(`${scenario.name}…`);
      const { latencies, statuses, serverCpu } = await runScenario(server, scenario);
      rows.push({
        scenario: scenario.name,
        'health p50 (ms)': ms(percentile(latencies, 0.5)),
        'health p99 (ms)': ms(percentile(latencies, 0.99)),
        'health max (ms)': ms(latencies.at(-1) ?? NaN),
        'CPU du serveur (s/s)': Math.round(serverCpu * 100) / 100,
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
