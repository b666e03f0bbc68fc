import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    // Two processes cannot share a PGlite directory: the scale-out test needs PostgreSQL.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/postgres-only/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
