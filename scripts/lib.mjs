// Helpers shared by the npm scripts: run a command, install what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(
      `Échec : ${command} ${args.join(' ')} (code ${result.status ?? result.signal})`,
    );
  }
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker)) return;
  console.log('→ Installation des dépendances (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/** Debian's Chromium for the end-to-end tests; installed with apt when missing and allowed. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium introuvable (${CHROMIUM}). Installez-le : sudo apt-get install -y chromium`,
    );
  }
  console.log('→ Installation de Chromium (apt-get)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function build() {
  console.log('→ Construction de l’application web et de l’API…');
  run('npm', ['run', 'build']);
}
