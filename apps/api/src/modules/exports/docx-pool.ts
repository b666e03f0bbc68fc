import { startWorker, WorkerPool } from '../pdf/index.js';
import type { DocxRenderJob } from './export-input.js';

/**
 * One Word export at a time: the docx library takes about a second and 300 MB for 1,000 risks,
 * mostly garbage collection, which would otherwise stall the API's event loop.
 */
const DOCX_POOL_SIZE = 1;
const JOB_TIMEOUT_MS = 120_000;

let pool: WorkerPool<DocxRenderJob, Uint8Array> | null = null;

/** Renders a version as DOCX in a worker thread, its snapshot parsed there too. */
export async function renderDocxInWorker(job: DocxRenderJob): Promise<Buffer> {
  pool ??= new WorkerPool({
    size: DOCX_POOL_SIZE,
    jobTimeoutMs: JOB_TIMEOUT_MS,
    createWorker: () => startWorker(import.meta.url, 'docx-worker', 'duerp-docx'),
  });
  const bytes = await pool.run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the worker (server shutdown, end of tests). */
export async function closeDocxPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
