// Helpers shared by the npm scripts: run a command, install what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The browser of the end-to-end journeys: Debian's build of Chromium's headless shell, the same
 * engine without the desktop browser around it. Its browser and GPU processes cost about 40 % less
 * CPU than `chromium --headless` (docs/decisions.md, « Les étapes et les cœurs »).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's desktop Chromium: it alone judges whether the app is installable (offline.spec.ts). */
export const DESKTOP_CHROMIUM = process.env.CHROMIUM_DESKTOP_PATH ?? '/usr/bin/chromium';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(
      `Échec : ${command} ${args.join(' ')} (code ${result.status ?? result.signal})`,
    );
  }
}

/**
 * The PID of a server that already serves DATA_DIR, or null. A running server answers on
 * DATA_DIR/admin.sock (apps/api/src/modules/workspace/admin/admin-channel.ts); the PID is the one it wrote in
 * DATA_DIR/db.lock. Checked before installing and building, which would replace files under it.
 */
export function runningServerPid(dataDir) {
  return new Promise((resolve) => {
    const socket = createConnection(join(dataDir, 'admin.sock'));
    socket.once('error', () => resolve(null));
    socket.once('connect', () => {
      socket.destroy();
      let pid = 0;
      try {
        pid = Number(readFileSync(join(dataDir, 'db.lock'), 'utf8').split(' ')[0]) || 0;
      } catch {
        // The server answers: it runs, whatever its PID.
      }
      resolve(pid);
    });
  });
}

/**
 * The dependencies that package.json (the root's and each workspace's) declares and node_modules
 * lacks: one added since the last install, say. npm puts a workspace's own version of a package in
 * the workspace's node_modules.
 */
export function missingDependencies(root = ROOT) {
  const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const rootManifest = manifest(root);
  const dirs = [root, ...(rootManifest.workspaces ?? []).map((workspace) => join(root, workspace))];
  return dirs.flatMap((dir) => {
    const { dependencies = {}, devDependencies = {} } = manifest(dir);
    return Object.keys({ ...dependencies, ...devDependencies }).filter(
      (name) =>
        !existsSync(join(dir, 'node_modules', name, 'package.json')) &&
        !existsSync(join(root, 'node_modules', name, 'package.json')),
    );
  });
}

/** npm ci when node_modules is missing or lacks a dependency that package.json declares. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && missingDependencies().length === 0) return;
  console.log('→ Installation des dépendances (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/**
 * The system tools the tests run, each with the Debian package that brings it: Chromium for the
 * end-to-end tests, poppler for reading the PDFs back (API tests and the document journey), unzip
 * for checking the employer's archive.
 */
export const TEST_TOOLS = [
  { binary: CHROMIUM, pkg: 'chromium-headless-shell' },
  { binary: DESKTOP_CHROMIUM, pkg: 'chromium' },
  { binary: 'pdftotext', pkg: 'poppler-utils' },
  { binary: 'pdftoppm', pkg: 'poppler-utils' },
  { binary: 'pdfinfo', pkg: 'poppler-utils' },
  // The photos embedded in the annex listed page by page (photo-annex.test.ts).
  { binary: 'pdfimages', pkg: 'poppler-utils' },
  { binary: 'unzip', pkg: 'unzip' },
  // The DOCX export opened and converted to PDF headless (docx-libreoffice.test.ts).
  { binary: 'soffice', pkg: 'libreoffice-writer-nogui' },
];

/** A path is checked as it is; a bare name is looked for in PATH. */
export function hasBinary(binary) {
  if (binary.includes('/')) return existsSync(binary);
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir && existsSync(join(dir, binary)));
}

/** The packages to install for the tools whose binary is missing, each once. */
export function missingPackages(tools, has = hasBinary) {
  return [...new Set(tools.filter((tool) => !has(tool.binary)).map((tool) => tool.pkg))];
}

/** The one French line telling how to install the missing tools by hand. */
export function installInstruction(tools, packages) {
  const binaries = tools.filter((tool) => packages.includes(tool.pkg)).map((tool) => tool.binary);
  return `Outils manquants pour les tests (${binaries.join(', ')}) : installez-les avec sudo apt-get install -y ${packages.join(' ')}`;
}

/** Installs with apt-get the packages of the missing tools; without root or apt-get, says how. */
export function ensureDebianPackages(tools) {
  const packages = missingPackages(tools);
  if (packages.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(installInstruction(tools, packages));
    process.exit(1);
  }
  console.log(`→ Installation de ${packages.join(', ')} (apt-get)…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Every system tool `npm test` and the end-to-end tests use. */
export function ensureTestTools() {
  ensureDebianPackages(TEST_TOOLS);
}

export function build() {
  console.log('→ Construction de l’application web et de l’API…');
  run('npm', ['run', 'build']);
}
