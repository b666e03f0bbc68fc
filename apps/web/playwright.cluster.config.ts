import { defineConfig } from '@playwright/test';
import { browserOptions } from './playwright.browser';

/**
 * The journeys through nginx in front of two API instances on PostgreSQL (deploy/, .ci/run):
 * scripts/cluster-ci.mjs starts them and gives their address in CLUSTER_URL.
 */
const baseURL = process.env.CLUSTER_URL;
if (!baseURL)
  throw new Error('CLUSTER_URL manque : lancez ce parcours par scripts/cluster-ci.mjs.');

export default defineConfig({
  testDir: './src/e2e/cluster',
  testMatch: '**/*.spec.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: { baseURL, ...browserOptions },
});
