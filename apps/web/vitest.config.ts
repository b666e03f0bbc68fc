import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Two workers on two cores, beside the API files' servers and renders: a render may wait.
    testTimeout: 15_000,
    // Files share a worker's jsdom and module graph: starting them again for each file was most
    // of the project's CPU. src/test/setup.ts leaves each test with a clean page.
    isolate: false,
  },
});
