/**
 * `npm run bench:starter` (issue 41, « Mesuré : une boulangerie en 20 minutes »): the same
 * 6-person bakery document built twice in Chromium against the production build — through the
 * sector start (apps/web/src/e2e/starter/bakery-starter.spec.ts, also in npm test) and through
 * today's path (today-path.bench.ts) — counting the person's clicks and typed characters; writes
 * bench/results/starter-<date>.json, which `npm run bench:readme` puts in docs/performances.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './lib/server.js';
import { writeResults } from './lib/results.js';

interface JourneyCounts {
  clicks: number;
  typedCharacters: number;
  units: number;
  risks: number;
  actions: number;
  answers?: number;
}

execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
const counts = mkdtempSync(join(tmpdir(), 'duerp-starter-counts-'));
const data = mkdtempSync(join(tmpdir(), 'duerp-starter-e2e-'));
try {
  execFileSync('npx', ['playwright', 'test', '--config', 'apps/web/playwright.starter.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(await freePort()),
      E2E_DATA_DIR: data,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      STARTER_COUNTS_DIR: counts,
    },
  });
  const read = (name: string) =>
    JSON.parse(readFileSync(join(counts, `${name}.json`), 'utf8')) as JourneyCounts;
  const starter = read('depart-secteur');
  const today = read('parcours-actuel');
  const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
  const results = {
    goal: { clicks: 150, typedCharacters: 300, factor: 3 },
    journeys: { starter, today },
    ratios: {
      clicks: ratio(today.clicks, starter.clicks),
      typedCharacters: ratio(today.typedCharacters, starter.typedCharacters),
      actions: ratio(
        today.clicks + today.typedCharacters,
        starter.clicks + starter.typedCharacters,
      ),
    },
  };
  const day = new Date().toISOString().slice(0, 10);
  console.log(JSON.stringify(results, null, 2));
  console.log(`Écrit : ${writeResults(`starter-${day}`, results)}`);
} finally {
  rmSync(counts, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
}
