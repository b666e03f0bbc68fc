import { describe, expect, it } from 'vitest';
import { fdsPdf } from '../../../../../test/helpers/fds-pdfs.js';
import { WorkerPool } from '../../../../lib/workers/worker-pool.js';
import { startWorker } from '../../../../lib/workers/worker-thread.js';
import { FDS_TEXT_RESOURCE_LIMITS } from './fds-text-pool.js';

const here = new URL('./fds-text-pool.ts', import.meta.url).href;

/** The sheet reader's worker with other limits than the pool's, to watch it being stopped. */
function poolWith(limits: typeof FDS_TEXT_RESOURCE_LIMITS, jobTimeoutMs: number) {
  return new WorkerPool<Uint8Array, Uint8Array>({
    size: 1,
    jobTimeoutMs,
    createWorker: () => startWorker(here, 'fds-text-worker', 'test-fds-text', limits),
  });
}

describe('the sheet reader thread under its limits', () => {
  it('is killed when its heap passes the cap, and the process lives on', async () => {
    const pool = poolWith({ ...FDS_TEXT_RESOURCE_LIMITS, maxOldGenerationSizeMb: 2 }, 30_000);
    const bytes = Uint8Array.from(await fdsPdf());
    await expect(pool.run(bytes)).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    await pool.close();
  });

  it('is killed when it overruns its time', async () => {
    const pool = poolWith(FDS_TEXT_RESOURCE_LIMITS, 1);
    const bytes = Uint8Array.from(await fdsPdf());
    await expect(pool.run(bytes)).rejects.toThrow(/trop de temps/);
    expect(pool.workerCount).toBe(0);
    await pool.close();
  });
});
