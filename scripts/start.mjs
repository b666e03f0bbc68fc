// `npm start`: installs what is missing, builds, then serves the whole product (API + web app)
// on http://localhost:3000 with the embedded database under ./data (migrations run at start-up).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, build, ensureDependencies, runningServerPid } from './lib.mjs';

const dataDir = resolve(process.cwd(), process.env.DATA_DIR ?? './data');
const runningPid = await runningServerPid(dataDir);
if (runningPid !== null) {
  console.error(
    `Un serveur${runningPid ? ` (processus ${runningPid})` : ''} utilise déjà ${dataDir} : arrêtez-le avant de relancer npm start.`,
  );
  process.exit(1);
}
ensureDependencies();
build();

// Production refuses default secrets: generate them once, kept with the data.
mkdirSync(dataDir, { recursive: true });
const secretsFile = join(dataDir, 'secrets.json');
if (!existsSync(secretsFile)) {
  const secret = () => randomBytes(32).toString('base64url');
  writeFileSync(
    secretsFile,
    JSON.stringify({ JWT_SECRET: secret(), CAPTCHA_HMAC_SECRET: secret() }, null, 2),
    { mode: 0o600 },
  );
}
const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));
const port = process.env.PORT ?? '3000';

const server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...secrets,
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
