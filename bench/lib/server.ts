import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimingsSnapshot } from '../../apps/api/src/db/timings.js';

export const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * To look inside a run: BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server,
 * BENCH_LOG_LEVEL=info with BENCH_LOG_FILE=/tmp/server.log keeps its request log.
 */
const nodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export interface RunningServer {
  url: string;
  pid: number;
  /** The server's own figures since the previous call (event loop, connection waits, commits). */
  timings: () => Promise<TimingsSnapshot | null>;
  stop: () => Promise<void>;
}

/**
 * The production build (apps/api/dist/server.js) on loopback, on PGlite or the given PostgreSQL.
 * `dataDir` serves a PGlite database prepared beforehand (removed when the server stops); `env`
 * overrides the bench settings, an empty string restoring the server's default.
 */
export async function startProductionServer(
  databaseUrl?: string,
  {
    dataDir = mkdtempSync(join(tmpdir(), 'duerp-bench-')),
    env = {},
  }: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs(), join(ROOT, 'apps/api/dist/server.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
        CAPTCHA_HMAC_SECRET: 'bench-captcha-bench-captcha-bench-captcha',
        CAPTCHA_COUNTER_MIN: '0',
        CAPTCHA_COUNTER_MAX: '20',
        RATE_LIMIT_MAX_PER_IP: '100000000',
        RATE_LIMIT_MAX_PER_EMAIL: '100000000',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        ...env,
      },
      stdio: [
        'ignore',
        process.env.BENCH_LOG_FILE ? openSync(process.env.BENCH_LOG_FILE, 'w') : 'ignore',
        'inherit',
        'ipc',
      ],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid ?? 0,
    timings: () =>
      new Promise((resolve) => {
        const onMessage = (message: { kind?: string; timings?: TimingsSnapshot | null }) => {
          if (message.kind !== 'timings') return;
          child.off('message', onMessage);
          resolve(message.timings ?? null);
        };
        child.on('message', onMessage);
        // A server that died or never answers leaves the step without its own figures.
        setTimeout(() => onMessage({ kind: 'timings', timings: null }), 5000).unref();
        if (!child.connected) onMessage({ kind: 'timings', timings: null });
        else child.send({ kind: 'timings' });
      }),
    stop: async () => {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway PostgreSQL cluster (Debian's binaries, as root), or BENCH_DATABASE_URL. */
export async function startPostgres(): Promise<{ url: string; stop: () => void } | null> {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort()
    : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  if (!bin || !existsSync(join(bin, 'initdb')) || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'duerp-bench-pg-'));
  const sock = mkdtempSync(join(tmpdir(), 'duerp-bench-sock-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(dir, uid, gid);
  chownSync(sock, uid, gid);
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'ignore' });
  asPostgres('initdb', [
    '-D',
    dir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  asPostgres('pg_ctl', [
    '-D',
    dir,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${sock} -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
      rmSync(sock, { recursive: true, force: true });
    },
  };
}
