// Builds the product and runs the Playwright journeys against it in Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, ensureTestTools, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureTestTools();
// `npm test` builds in a stage of its own, timed apart.
if (process.env.E2E_ALREADY_BUILT !== '1') build();
const dataDir = mkdtempSync(join(tmpdir(), 'duerp-e2e-'));
try {
  run(
    'npx',
    ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
    {
      env: { ...process.env, E2E_DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
