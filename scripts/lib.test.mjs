import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, ROOT, TEST_TOOLS, installInstruction, missingPackages } from './lib.mjs';

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
    expect(binariesRunByTests()).toEqual(['pdfinfo', 'pdftoppm', 'pdftotext']);
    expect(binariesRunByTests().filter((binary) => !listed.includes(binary))).toEqual([]);
  });

  it('installs poppler-utils once for its three programs, and says how in French otherwise', () => {
    const packages = missingPackages(TEST_TOOLS, (binary) => binary === CHROMIUM);
    expect(packages).toEqual(['poppler-utils']);
    expect(installInstruction(TEST_TOOLS, packages)).toBe(
      'Outils manquants pour les tests (pdftotext, pdftoppm, pdfinfo) : installez-les avec sudo apt-get install -y poppler-utils',
    );
    expect(missingPackages(TEST_TOOLS, () => true)).toEqual([]);
  });
});
