import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // where API files wait on child processes, timers and sockets much of their time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure functions: their files share one module graph (no per-file worker start).
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'masterdata',
          root: 'packages/masterdata',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], isolate: false } },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
