import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserOptions } from './playwright.browser';

const port = Number(process.env.E2E_PORT ?? 3107);
// Workers inherit the environment: the folder is chosen once, by the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'duerp-e2e-'));
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './src/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time keep both cores busy (docs/decisions.md, « Les étapes et les cœurs »).
  // Each journey uses accounts of its own.
  fullyParallel: false,
  workers: 2,
  projects: [
    {
      name: 'parcours',
      // Journeys through nginx and several instances: run by .ci/run (playwright.cluster.config.ts).
      testIgnore: ['**/cluster/**', '**/zz-log-hygiene.spec.ts'],
    },
    // Reads the server's log once every journey has written to it.
    { name: 'journal', testMatch: '**/zz-log-hygiene.spec.ts', dependencies: ['parcours'] },
  ],
  reporter: [['list']],
  use: { baseURL, ...browserOptions },
  webServer: {
    // Seeds the journeys' promo codes with the admin CLI, then starts apps/api/dist/server.js.
    command: `node ${join(import.meta.dirname, '../../scripts/e2e-server.mjs')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Seeding and the first start migrate a new database: over a minute on a busy machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      CAPTCHA_HMAC_SECRET: 'e2e-captcha-e2e-captcha-e2e-captcha-e2e',
      // 35 s: an access token enters the 30 s refresh margin 5 s after it is issued.
      ACCESS_TOKEN_TTL_SECONDS: '35',
      RATE_LIMIT_MAX_PER_IP: '10000',
      RATE_LIMIT_MAX_PER_EMAIL: '10000',
      // Every request is logged (to DATA_DIR/server.log) so that the logs can be checked for secrets.
      LOG_LEVEL: 'info',
      // Part of the operator's identity: the legal pages show these and a neutral sentence for the rest.
      OPERATOR_LEGAL_NAME: 'Prévention Numérique',
      OPERATOR_LEGAL_FORM: 'SAS',
      OPERATOR_SIREN: '303265045',
      OPERATOR_VAT_NUMBER: 'FR40303265045',
      OPERATOR_HOST_NAME: 'OVH SAS',
    },
  },
});
