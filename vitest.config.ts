import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker more than the cores: API files wait on child processes, timers and sockets much
    // of their time. On the 2-core reference machine, alone: 3 workers 260 s with the cores 98 %
    // busy; 2 workers left them idle during those waits (docs/decisions.md).
    maxWorkers: availableParallelism() + 1,
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
