/** The servers that bench:editors measures: PGlite, PostgreSQL, or two instances behind nginx. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedEditors, type SeededPerson } from './editors-seed.js';
import { postmasterPid } from './process-stats.js';
import {
  ROOT,
  freePort,
  startPostgres,
  startProductionServer,
  type RunningServer,
} from './server.js';

const SERVER_ENV = {
  // One sign-in per person for the whole ramp.
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  DOWNLOAD_BANDWIDTH_MB_PER_SECOND: '0',
};

export interface Target {
  url: string;
  /** Processes whose CPU and memory are the server's (the API, nginx) and the database's. */
  serverPid: number;
  databasePid: number | null;
  /** PostgreSQL: the database whose connections the step samples. */
  databaseUrl: string | null;
  /** The API's own figures since the previous call; null behind nginx (two processes). */
  timings: RunningServer['timings'];
  stop: () => Promise<void>;
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
    databaseUrl,
    timings: () => Promise.resolve(null),
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

/** The configuration's server(s), on a database holding `people` seeded people (`shareBy` a document). */
export async function startTarget(
  config: string,
  people: number,
  shareBy = 1,
): Promise<Target & { people: SeededPerson[] }> {
  const seeded = async (env: { DATABASE_URL?: string; DATA_DIR: string }) => {
    const started = performance.now();
    const result = await seedEditors(env, people, shareBy);
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
      databaseUrl: null,
      timings: server.timings,
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
    databaseUrl: url,
    timings: server.timings,
    stop: async () => (await server.stop(), pg.stop()),
    people: seededPeople,
  };
}
