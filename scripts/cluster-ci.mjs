// The multi-instance check of .ci/run: two API instances on the PostgreSQL of DATABASE_URL behind
// nginx (deploy/cluster.mjs), one Playwright journey through the proxy and a rolling restart
// during a burst of saves (apps/web/src/e2e/cluster/).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, build, ensureDebianPackages, ensureTestTools, run } from './lib.mjs';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL manque : une base PostgreSQL vide pour les deux instances.');
  process.exit(1);
}
ensureTestTools();
ensureDebianPackages([{ binary: '/usr/sbin/nginx', pkg: 'nginx' }]);
if (!existsSync(join(ROOT, 'apps', 'api', 'dist', 'server.js'))) build();

const dir = mkdtempSync(join(tmpdir(), 'duerp-cluster-'));
const port = 18_000 + Math.floor(Math.random() * 1_000);
const cluster = spawn(
  process.execPath,
  [
    join(ROOT, 'deploy', 'cluster.mjs'),
    'start',
    '--instances',
    '2',
    '--port',
    String(port),
    '--dir',
    dir,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'cluster-secret-cluster-secret-cluster-secret',
      CAPTCHA_HMAC_SECRET: 'cluster-captcha-cluster-captcha-cluster',
      RATE_LIMIT_MAX_PER_IP: '10000',
      RATE_LIMIT_MAX_PER_EMAIL: '10000',
      LOG_LEVEL: 'info',
    },
  },
);
const status = () => {
  try {
    return JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8')).state;
  } catch {
    return null;
  }
};
let code = 1;
try {
  const deadline = Date.now() + 120_000;
  while (status() !== 'ready') {
    if (cluster.exitCode !== null || Date.now() > deadline)
      throw new Error('les instances derrière nginx ne démarrent pas');
    await sleep(250);
  }
  run('npx', ['playwright', 'test', '--config', 'apps/web/playwright.cluster.config.ts'], {
    env: {
      ...process.env,
      CLUSTER_URL: `http://localhost:${port}`,
      CLUSTER_DIR: dir,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  });
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  const stopped = new Promise((done) => cluster.once('exit', done));
  cluster.kill('SIGTERM');
  await stopped;
  if (code === 0) rmSync(dir, { recursive: true, force: true });
  else console.error(`Journaux des instances et de nginx : ${dir}`);
}
process.exit(code);
