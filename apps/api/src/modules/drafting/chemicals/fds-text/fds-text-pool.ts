import { WorkerPool } from '../../../../lib/workers/worker-pool.js';
import { startWorker } from '../../../../lib/workers/worker-thread.js';
import type { FdsTextResult } from './fds-text-worker.js';

/**
 * One sheet at a time, in a worker thread with a heap and a time limit: pdf.js on a hostile file
 * (a page tree of a million pages, a stream that inflates to gigabytes) would otherwise hold the
 * API's event loop or its memory. A thread that overruns is killed and its sheet gets no
 * suggestion; the next one gets a fresh thread.
 */
const POOL_SIZE = 1;
export const FDS_TEXT_TIMEOUT_MS = 8_000;
export const FDS_TEXT_RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 160,
  maxYoungGenerationSizeMb: 16,
  codeRangeSizeMb: 16,
  stackSizeMb: 4,
};

const NOTHING_READ: FdsTextResult = { texteLu: false, mentionsDanger: [] };

let pool: WorkerPool<Uint8Array, Uint8Array> | null = null;

/**
 * The H-codes section 2 of the sheet prints, as suggestions. Never throws: a sheet that cannot be
 * read in the limits gives `texteLu: false` and no suggestion.
 */
export async function readFdsHazardCodes(pdf: Buffer): Promise<FdsTextResult> {
  pool ??= new WorkerPool({
    size: POOL_SIZE,
    jobTimeoutMs: FDS_TEXT_TIMEOUT_MS,
    createWorker: () =>
      startWorker(import.meta.url, 'fds-text-worker', 'duerp-fds-text', FDS_TEXT_RESOURCE_LIMITS),
  });
  // A copy is handed over: the caller keeps the bytes it stores.
  const copy = Uint8Array.from(pdf);
  try {
    const answer = await pool.run(copy, [copy.buffer]);
    return JSON.parse(new TextDecoder().decode(answer)) as FdsTextResult;
  } catch {
    return NOTHING_READ;
  }
}

/** Stops the worker (server shutdown, end of tests). */
export async function closeFdsTextPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
