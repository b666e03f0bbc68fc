import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
