/**
 * How many people can edit at once (npm run bench:editors). Each simulated person has their own
 * DUERP of 8 units and 60 risks (seeded in the database before the server starts): at each step
 * the newcomers sign in and open their document (timed apart: password hashing is meant to be
 * slow), then everyone works for BENCH_EDITORS_SECONDS: every 5 s on average (random think time)
 * save a risk or an action, re-read the list every 60 s, and 1 action in 200 generates a version
 * and downloads its PDF. The people are played by child processes (never in the server's
 * process), which measure each route's latency as the client sees it.
 *
 * N ramps (BENCH_EDITORS_STEPS, default 250,500,1000,2000,4000; BENCH_EDITORS_SECONDS per step,
 * default 45) on each configuration (BENCH_EDITORS_CONFIGS: pglite, postgres, postgres-2 — two
 * instances behind the nginx of deploy/). A step whose saves' p99 exceeds 1 s ends the ramp.
 * Prints a table per configuration and the largest N whose saves stay under 100 ms at p99 with
 * no error; results in bench/results/editors.json.
 *
 * BENCH_EDITORS_WORKLOAD (default own,shared): `own` is the workload above; `shared` puts 50
 * people on each document (an employer's team, Éditeurs of the first one's espace), and 1 save
 * in 10 renames a unit through the whole-list write with If-Match: a 409 (someone wrote since) is
 * re-read and sent again as the web app does, counted apart (conflicts), not as an error. Each
 * step also reports where its time went (lib/editors-where.ts).
 */
import { cpus, loadavg } from 'node:os';
import { LoadGenerator } from './lib/editors-load.js';
import { startTarget, type Target } from './lib/editors-targets.js';
import {
  describeWhereTimeWent,
  measureWhereTimeGoes,
  type WhereTimeWent,
} from './lib/editors-where.js';
import { cpuSeconds, treeRssMb } from './lib/process-stats.js';
import { writeResults, type Load } from './lib/results.js';

const STEPS = (process.env.BENCH_EDITORS_STEPS ?? '250,500,1000,2000,4000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_EDITORS_SECONDS ?? 45);
const CONFIGS = (process.env.BENCH_EDITORS_CONFIGS ?? 'pglite,postgres,postgres-2').split(',');
const THREADS = Number(process.env.BENCH_EDITORS_PROCESSES ?? 2);
const WORKLOADS = (process.env.BENCH_EDITORS_WORKLOAD ?? 'own,shared').split(',');
/** The shared workload: people per document, and 1 save in LIST_WRITE_ONE_IN is a list write. */
const SHARE_BY = 50;
const LIST_WRITE_ONE_IN = 10;
const SAVE_P99_TARGET_MS = 100;

interface StepRow {
  people: number;
  /** The step's newcomers signing in and opening their document, before the measure. */
  signIn: { count: number; seconds: number; p50: number; p99: number; errors: number };
  requestsPerSecond: number;
  routes: Record<string, Percentiles>;
  /** Both write routes together (update-risque, upsert-action): the figure the ramp is judged on. */
  saves: Percentiles;
  errors: number;
  firstErrors: string[];
  /** Whole-list writes refused for a stale If-Match (409), then sent again. */
  conflicts: number;
  where: WhereTimeWent;
  serverCpuPercent: number;
  databaseCpuPercent: number | null;
  serverRssMb: number;
  load: Load;
}

interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!)
    : 0;
}

async function step(
  target: Target,
  load: LoadGenerator,
  people: number,
  newcomers: number,
): Promise<StepRow> {
  const signInStart = performance.now();
  const arrivals = await load.play(people);
  const signInSeconds = (performance.now() - signInStart) / 1000;
  const signIns = (arrivals.latencies['sign-in'] ?? []).sort((a, b) => a - b);
  const cpu0 = cpuSeconds(target.serverPid);
  const db0 = target.databasePid ? cpuSeconds(target.databasePid) : 0;
  const load0 = loadavg()[0]!;
  let rss = 0;
  const sampler = setInterval(() => (rss = Math.max(rss, treeRssMb(target.serverPid))), 1000);
  const endWhere = await measureWhereTimeGoes(target, load.pids);
  const started = performance.now();
  const report = await load.play(people, SECONDS);
  const elapsed = (performance.now() - started) / 1000;
  const where = await endWhere();
  clearInterval(sampler);
  const routes: StepRow['routes'] = {};
  let requests = 0;
  for (const [route, values] of Object.entries(report.latencies)) {
    requests += values.length;
    routes[route] = percentiles(values);
  }
  const saves = percentiles([
    ...(report.latencies['update-risque'] ?? []),
    ...(report.latencies['upsert-action'] ?? []),
    ...(report.latencies['update-list-unites'] ?? []),
  ]);
  const load1 = loadavg()[0]!;
  return {
    people,
    signIn: {
      count: newcomers,
      seconds: Math.round(signInSeconds),
      p50: percentile(signIns, 0.5),
      p99: percentile(signIns, 0.99),
      errors: Object.values(arrivals.errors).reduce((a, b) => a + b, 0),
    },
    requestsPerSecond: Math.round(requests / elapsed),
    routes,
    saves,
    errors: Object.values(report.errors).reduce((a, b) => a + b, 0),
    firstErrors: report.firstErrors,
    conflicts: report.conflicts,
    where,
    serverCpuPercent: Math.round(((cpuSeconds(target.serverPid) - cpu0) / elapsed) * 100),
    databaseCpuPercent: target.databasePid
      ? Math.round(((cpuSeconds(target.databasePid) - db0) / elapsed) * 100)
      : null,
    serverRssMb: rss,
    load: {
      start: Math.round(load0 * 10) / 10,
      end: Math.round(load1 * 10) / 10,
      // The bench itself loads the machine: what counts is the load other programs left before.
      busy: loadBeforeConfig > cpus().length,
    },
  };
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

const saveP99 = (row: StepRow) => row.saves.p99;

/** The 1-minute load average before the configuration's server started. */
let loadBeforeConfig = 0;

/** Waits (2 minutes at most) for the load the previous configuration left to fall below the cores. */
async function settle(): Promise<void> {
  for (let waited = 0; waited < 120 && loadavg()[0]! >= cpus().length; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5000));
}

async function benchConfig(config: string, workload: string) {
  await settle();
  loadBeforeConfig = loadavg()[0]!;
  const shared = workload === 'shared';
  console.log(
    `\n=== ${config}${shared ? ` — ${SHARE_BY} personnes par document` : ''} === (charge avant : ${loadBeforeConfig.toFixed(1)})`,
  );
  const target = await startTarget(config, Math.max(...STEPS), shared ? SHARE_BY : 1);
  const load = new LoadGenerator(target.url, THREADS, shared ? LIST_WRITE_ONE_IN : 0);
  await load.assign(target.people);
  const rows: StepRow[] = [];
  try {
    let previous = 0;
    for (const people of STEPS) {
      const row = await step(target, load, people, people - previous);
      previous = people;
      rows.push(row);
      const busy = row.load.busy
        ? ' — MACHINE OCCUPÉE avant la configuration : chiffres pessimistes'
        : '';
      console.log(
        `${row.signIn.count} connexions en ${row.signIn.seconds} s (p50/p99 ${row.signIn.p50}/${row.signIn.p99} ms, ` +
          `erreurs ${row.signIn.errors}), puis ${SECONDS} s de travail :`,
      );
      console.log(
        `N=${people} : ${row.requestsPerSecond} req/s, enregistrements p50/p95/p99 ` +
          `${row.saves.p50}/${row.saves.p95}/${row.saves.p99} ms, ` +
          `erreurs ${row.errors}, conflits 409 ${row.conflicts}, CPU serveur ${row.serverCpuPercent} %` +
          (row.databaseCpuPercent === null ? '' : `, CPU PostgreSQL ${row.databaseCpuPercent} %`) +
          `, mémoire ${row.serverRssMb} Mo, charge ${row.load.start} → ${row.load.end}${busy}`,
      );
      console.log(`  ${describeWhereTimeWent(row.where)}`);
      if (row.errors) console.log(`  erreurs : ${row.firstErrors.join(' | ')}`);
      if (saveP99(row) > 1000) break;
    }
  } finally {
    load.stop();
    await target.stop();
  }
  const held = rows.filter((r) => saveP99(r) < SAVE_P99_TARGET_MS && r.errors === 0);
  const capacity = held.length ? Math.max(...held.map((r) => r.people)) : 0;
  console.table(
    rows.map((r) => ({
      N: r.people,
      'req/s': r.requestsPerSecond,
      ...Object.fromEntries(
        Object.entries(r.routes).map(([route, s]) => [
          route,
          `${s.p50}/${s.p95}/${s.p99} (${s.count})`,
        ]),
      ),
      erreurs: r.errors,
      ...(shared ? { '409': r.conflicts } : {}),
      'boucle p99': r.where.api?.eventLoopDelayMs.p99 ?? '—',
      'attente cnx p99': r.where.api?.poolWaitMs.p99 ?? '—',
      'COMMIT p99': r.where.api?.commitMs.p99 ?? '—',
      verrous: r.where.database
        ? `${r.where.database.lockWaitingMean}/${r.where.database.lockWaitingMax}`
        : '—',
      'CPU gén. %': r.where.generatorCpuPercent,
      'CPU API %': r.serverCpuPercent,
      'CPU PG %': r.databaseCpuPercent ?? '—',
      Mo: r.serverRssMb,
      charge: `${r.load.start}→${r.load.end}`,
    })),
  );
  console.log(
    `${config}${shared ? ' (documents partagés)' : ''} : ${capacity} personnes au plus avec des enregistrements sous ${SAVE_P99_TARGET_MS} ms (p99) et sans erreur`,
  );
  return { config, workload, capacity, rows };
}

const results = [];
for (const workload of WORKLOADS) {
  for (const config of CONFIGS) {
    try {
      results.push(await benchConfig(config, workload));
    } catch (error) {
      console.log(`${config} : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
writeResults('editors', {
  stepSeconds: SECONDS,
  statistic: 'p50/p95/p99 of every request of the step, client side',
  results,
});
