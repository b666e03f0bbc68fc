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
 * default 60) on each configuration (BENCH_EDITORS_CONFIGS: pglite, postgres, postgres-2 — two
 * instances behind the nginx of deploy/). A step whose saves' p99 exceeds 1 s ends the ramp.
 * Prints a table per configuration and the largest N whose saves stay under 100 ms at p99 with
 * no error; results in bench/results/editors.json.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeCpuSeconds } from './lib/cpu.js';
import { seedEditors, type SeededPerson } from './lib/editors-seed.js';
import { writeResults, type Load } from './lib/results.js';
import type { Route, StepReport, WorkerCommand } from './lib/editors-worker.js';
import { ROOT, freePort, startPostgres, startProductionServer } from './lib/server.js';

const STEPS = (process.env.BENCH_EDITORS_STEPS ?? '250,500,1000,2000,4000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_EDITORS_SECONDS ?? 60);
const CONFIGS = (process.env.BENCH_EDITORS_CONFIGS ?? 'pglite,postgres,postgres-2').split(',');
const THREADS = Number(process.env.BENCH_EDITORS_PROCESSES ?? 2);
const SAVE_P99_TARGET_MS = 100;
const SERVER_ENV = {
  // One sign-in per person for the whole ramp.
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  DOWNLOAD_BANDWIDTH_MB_PER_SECOND: '0',
};

interface Target {
  url: string;
  /** Processes whose CPU and memory are the server's (the API, nginx) and the database's. */
  serverPid: number;
  databasePid: number | null;
  stop: () => Promise<void>;
}

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

/**
 * CPU seconds of a process tree, its children that already ended included (PostgreSQL ends a
 * backend when the API's pool closes an idle connection; nginx replaces its workers on reload).
 */
function cpuSeconds(root: number): number {
  const stat = readFileSync(`/proc/${root}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return treeCpuSeconds(root) + (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Resident memory of a process tree, in MB. */
function treeRssMb(root: number): number {
  let kb = 0;
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children(pid)) visit(child);
  };
  visit(root);
  return Math.round(kb / 1024);
}

/** The PostgreSQL server's main process (its first line of postmaster.pid). */
function postmasterPid(url: string): number | null {
  try {
    const dataDirectory = execFileSync('psql', [url, '-Atc', 'SHOW data_directory'])
      .toString()
      .trim();
    return Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

async function startCluster(databaseUrl: string): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'duerp-bench-cluster-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'deploy/cluster.mjs'),
      'start',
      '--instances',
      '2',
      '--port',
      String(port),
      '--dir',
      dir,
    ],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        ...SERVER_ENV,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
        CAPTCHA_HMAC_SECRET: 'bench-captcha-bench-captcha-bench-captcha',
        CAPTCHA_COUNTER_MIN: '0',
        CAPTCHA_COUNTER_MAX: '20',
        RATE_LIMIT_MAX_PER_IP: '100000000',
        RATE_LIMIT_MAX_PER_EMAIL: '100000000',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const status = join(dir, 'status.json');
  for (let i = 0; i < 1200; i++) {
    if (
      existsSync(status) &&
      (JSON.parse(readFileSync(status, 'utf8')) as { state: string }).state === 'ready'
    )
      break;
    if (child.exitCode !== null) throw new Error('deploy/cluster.mjs ne démarre pas');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    serverPid: child.pid ?? 0,
    databasePid: postmasterPid(databaseUrl),
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freshDatabase(url: string, name: string): string {
  execFileSync('psql', [
    url,
    '-qc',
    `DROP DATABASE IF EXISTS ${name}`,
    '-c',
    `CREATE DATABASE ${name}`,
  ]);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The configuration's server(s), on a database holding `people` seeded people. */
async function startTarget(
  config: string,
  people: number,
): Promise<Target & { people: SeededPerson[] }> {
  const seeded = async (env: { DATABASE_URL?: string; DATA_DIR: string }) => {
    const started = performance.now();
    const result = await seedEditors(env, people);
    console.log(
      `${people} personnes créées en base (${Math.round((performance.now() - started) / 1000)} s)`,
    );
    return result;
  };
  if (config === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-editors-'));
    const seededPeople = await seeded({ DATA_DIR: dataDir });
    const server = await startProductionServer(undefined, { dataDir, env: SERVER_ENV });
    return {
      url: server.url,
      serverPid: server.pid,
      databasePid: null,
      stop: server.stop,
      people: seededPeople,
    };
  }
  const pg = await startPostgres();
  if (!pg) throw new Error('PostgreSQL introuvable (Debian, en root) : configuration ignorée');
  const url = freshDatabase(pg.url, 'bench_editors');
  const scratch = mkdtempSync(join(tmpdir(), 'duerp-bench-editors-'));
  const seededPeople = await seeded({ DATABASE_URL: url, DATA_DIR: scratch });
  rmSync(scratch, { recursive: true, force: true });
  if (config === 'postgres-2') {
    const cluster = await startCluster(url);
    return {
      ...cluster,
      stop: async () => (await cluster.stop(), pg.stop()),
      people: seededPeople,
    };
  }
  const server = await startProductionServer(url, { env: SERVER_ENV });
  return {
    url: server.url,
    serverPid: server.pid,
    databasePid: postmasterPid(url),
    stop: async () => (await server.stop(), pg.stop()),
    people: seededPeople,
  };
}

class LoadGenerator {
  readonly #workers: ChildProcess[];

  constructor(base: string) {
    this.#workers = Array.from({ length: THREADS }, () =>
      fork(join(import.meta.dirname, 'lib/editors-worker.ts'), {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          BENCH_EDITORS_WORKER: JSON.stringify({
            base,
            thinkSeconds: 5,
            listEverySeconds: 60,
            versionOneIn: 200,
          }),
        },
      }),
    );
  }

  #ask<T>(worker: ChildProcess, command: WorkerCommand, reply: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { kind: string; message?: string } & T) => {
        if (message.kind === 'failed') reject(new Error(message.message));
        else if (message.kind === reply) resolve(message);
        else return;
        worker.off('message', onMessage);
      };
      worker.on('message', onMessage);
      worker.send(command);
    });
  }

  /** Hands out the people round-robin: the first N of them are shared evenly at every step. */
  async assign(people: SeededPerson[]): Promise<void> {
    await Promise.all(
      this.#workers.map((w, index) =>
        this.#ask(
          w,
          { kind: 'people', people: people.filter((_, i) => i % THREADS === index) },
          'ready',
        ),
      ),
    );
  }

  /** The first `people` sign in (those not yet signed in), or work for `seconds`. */
  async play(people: number, seconds?: number): Promise<StepReport> {
    const share = (index: number) => Math.max(0, Math.ceil((people - index) / THREADS));
    const reports = await Promise.all(
      this.#workers.map((w, index) =>
        this.#ask<{ report: StepReport }>(
          w,
          seconds === undefined
            ? { kind: 'sign-in', people: share(index) }
            : { kind: 'run', people: share(index), seconds },
          'report',
        ),
      ),
    );
    const merged: StepReport = { latencies: {}, errors: {}, firstErrors: [] };
    for (const { report } of reports) {
      for (const [route, values] of Object.entries(report.latencies) as [Route, number[]][])
        (merged.latencies[route] ??= []).push(...values);
      for (const [route, count] of Object.entries(report.errors) as [Route, number][])
        merged.errors[route] = (merged.errors[route] ?? 0) + count;
      merged.firstErrors.push(...report.firstErrors);
    }
    return merged;
  }

  stop(): void {
    for (const worker of this.#workers) worker.kill();
  }
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
  const started = performance.now();
  const report = await load.play(people, SECONDS);
  const elapsed = (performance.now() - started) / 1000;
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

async function benchConfig(config: string) {
  await settle();
  loadBeforeConfig = loadavg()[0]!;
  console.log(`\n=== ${config} === (charge avant : ${loadBeforeConfig.toFixed(1)})`);
  const target = await startTarget(config, Math.max(...STEPS));
  const load = new LoadGenerator(target.url);
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
          `erreurs ${row.errors}, CPU serveur ${row.serverCpuPercent} %` +
          (row.databaseCpuPercent === null ? '' : `, CPU PostgreSQL ${row.databaseCpuPercent} %`) +
          `, mémoire ${row.serverRssMb} Mo, charge ${row.load.start} → ${row.load.end}${busy}`,
      );
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
      'CPU API %': r.serverCpuPercent,
      'CPU PG %': r.databaseCpuPercent ?? '—',
      Mo: r.serverRssMb,
      charge: `${r.load.start}→${r.load.end}`,
    })),
  );
  console.log(
    `${config} : ${capacity} personnes au plus avec des enregistrements sous ${SAVE_P99_TARGET_MS} ms (p99) et sans erreur`,
  );
  return { config, capacity, rows };
}

const results = [];
for (const config of CONFIGS) {
  try {
    results.push(await benchConfig(config));
  } catch (error) {
    console.log(`${config} : ${error instanceof Error ? error.message : String(error)}`);
  }
}
writeResults('editors', {
  stepSeconds: SECONDS,
  statistic: 'p50/p95/p99 of every request of the step, client side',
  results,
});
