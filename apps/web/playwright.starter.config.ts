import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * `npm run bench:starter` (issue 41): the bakery through the sector start (the npm test journey)
 * and through today's path (today-path.bench.ts, a bench only), one after the other.
 */
export default defineConfig({
  ...config,
  testMatch: ['**/starter/bakery-starter.spec.ts', '**/starter/today-path.bench.ts'],
  workers: 1,
  projects: [{ name: 'banc-depart' }],
});
