import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    // Two processes cannot share a PGlite directory: the scale-out test needs PostgreSQL, and the
    // single-owner test is about the PGlite directory.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? ['test/pglite-only/**'] : ['test/postgres-only/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Files share a worker's module graph (each still opens its own database and app): importing
    // the API again for every file was a third of the project's CPU.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
