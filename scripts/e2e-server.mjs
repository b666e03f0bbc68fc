// The end-to-end server: seeds what the journeys need through the admin CLI, then runs the API.
// The seeding runs before the server starts, so the CLI opens the data folder itself (once a server
// holds it, the CLI goes through the server). Settings come from the environment that Playwright
// gives its webServer.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_DIST = join(ROOT, 'apps', 'api', 'dist');

/** Promo codes used by the payment journey (apps/web/src/e2e/payment.spec.ts). */
const COUPONS = [['BIENVENUE20', '20']];

const admin = (...args) =>
  spawnSync(process.execPath, [join(API_DIST, 'admin.js'), ...args], {
    encoding: 'utf8',
    env: process.env,
  });

for (const [code, percent] of COUPONS) {
  const created = admin('coupon', 'create', code, percent);
  // A data folder reused from an earlier run already holds the code: that is fine too.
  if (created.status !== 0 && !admin('coupon', 'list').stdout.includes(code)) {
    console.error(`e2e-server : le code promo ${code} n'a pas pu être créé.\n${created.stderr}`);
    process.exit(1);
  }
}

// The server's log goes to a file that the last journey searches for leaked secrets.
const log = createWriteStream(join(process.env.DATA_DIR ?? '.', 'server.log'), { flags: 'a' });
const server = spawn(process.execPath, [join(API_DIST, 'server.js')], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
});
server.stdout.pipe(log);
server.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
