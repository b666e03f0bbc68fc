import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closePdfPool, PDF_POOL_SIZE, prewarmPdfPool } from './pdf-pool.js';

afterAll(async () => {
  await closePdfPool();
});

/** The threads of this process at the render workers' nice value (pdf-worker.ts sets 10). */
function renderThreads(): number {
  const niceOf = (tid: string) => {
    try {
      return Number(
        readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16],
      );
    } catch {
      return 0; // a thread that ended while listed
    }
  };
  return readdirSync('/proc/self/task')
    .map(niceOf)
    .filter((n) => n === 10).length;
}

describe('prewarmPdfPool', () => {
  it.runIf(process.platform === 'linux')(
    'starts every render worker before any PDF is asked for',
    async () => {
      await closePdfPool();
      expect(renderThreads()).toBe(0);
      await prewarmPdfPool();
      expect(renderThreads()).toBeGreaterThanOrEqual(PDF_POOL_SIZE);
    },
  );
});
