import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROOT,
  TEST_TOOLS,
  installInstruction,
  missingDependencies,
  missingPackages,
  runningServerPid,
} from './lib.mjs';

/** Programs that test code starts by name: execFile('pdftotext', …), run('pdfinfo', …)… */
function binariesRunByTests() {
  const found = new Set();
  for (const app of ['apps/api', 'apps/web']) {
    for (const file of readdirSync(join(ROOT, app), { recursive: true })) {
      const path = String(file);
      if (path.includes('node_modules') || path.startsWith('dist')) continue;
      const isTestCode = /\.(test|spec)\.tsx?$/.test(path) || /^test\/.*\.ts$/.test(path);
      if (!isTestCode) continue;
      const source = readFileSync(join(ROOT, app, path), 'utf8');
      for (const match of source.matchAll(
        /(?<![.\w])(?:execFile|execFileSync|spawn|spawnSync|run)\(\s*'([\w-]+)'/g,
      )) {
        found.add(match[1]);
      }
    }
  }
  return [...found].sort();
}

describe('npm test installs what its tests run', () => {
  it('lists every program the tests start by name', () => {
    const listed = TEST_TOOLS.map((tool) => tool.binary);
    expect(binariesRunByTests()).toEqual([
      'pdfimages',
      'pdfinfo',
      'pdftoppm',
      'pdftotext',
      'soffice',
      'unzip',
    ]);
    expect(binariesRunByTests().filter((binary) => !listed.includes(binary))).toEqual([]);
  });

  it('installs poppler-utils once for its four programs, and says how in French otherwise', () => {
    // Every tool but poppler's four is there.
    const packages = missingPackages(TEST_TOOLS, (binary) => !binary.startsWith('pdf'));
    expect(packages).toEqual(['poppler-utils']);
    expect(installInstruction(TEST_TOOLS, packages)).toBe(
      'Outils manquants pour les tests (pdftotext, pdftoppm, pdfinfo, pdfimages) : installez-les avec sudo apt-get install -y poppler-utils',
    );
    expect(missingPackages(TEST_TOOLS, () => true)).toEqual([]);
  });
});

describe('npm start and npm test install what package.json gained', () => {
  it('names a dependency of the root or of a workspace that node_modules lacks', () => {
    const root = mkdtempSync(join(tmpdir(), 'duerp-deps-'));
    const write = (path, content) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), JSON.stringify(content));
    };
    try {
      write('package.json', { workspaces: ['apps/api'], devDependencies: { eslint: '1' } });
      write('apps/api/package.json', { dependencies: { fastify: '5', pg: '8' } });
      write('node_modules/eslint/package.json', {});
      write('node_modules/fastify/package.json', {});
      expect(missingDependencies(root)).toEqual(['pg']);
      // A workspace's own version, nested in its node_modules, counts too.
      write('apps/api/node_modules/pg/package.json', {});
      expect(missingDependencies(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds nothing missing in this repository once installed', () => {
    expect(missingDependencies()).toEqual([]);
  });
});

describe('a second npm start', () => {
  it('finds the server that serves DATA_DIR, with its PID, before building anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'duerp-start-'));
    try {
      expect(await runningServerPid(dataDir)).toBeNull();
      writeFileSync(join(dataDir, 'db.lock'), '4242 server\n');
      // A lock file left by a dead server: nothing answers, npm start goes on.
      expect(await runningServerPid(dataDir)).toBeNull();
      const server = createServer((socket) => socket.end());
      await new Promise((resolve) => server.listen(join(dataDir, 'admin.sock'), resolve));
      try {
        expect(await runningServerPid(dataDir)).toBe(4242);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
