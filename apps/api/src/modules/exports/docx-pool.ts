import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WorkerPool } from '../pdf/index.js';
import type { DocxRenderJob } from './export-input.js';

/**
 * One Word export at a time: the docx library takes about a second and 300 MB for 1,000 risks,
 * mostly garbage collection, which would otherwise stall the API's event loop.
 */
const DOCX_POOL_SIZE = 1;
const JOB_TIMEOUT_MS = 120_000;

/** As createPdfWorker (pdf-pool.ts): dist/docx-worker.js, or the TypeScript source through tsx. */
function createDocxWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./docx-worker.js', import.meta.url), { name: 'duerp-docx' });
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./docx-worker.ts', import.meta.url));
  const code = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, name: 'duerp-docx' });
}

let pool: WorkerPool<DocxRenderJob, Uint8Array> | null = null;

/** Renders a version as DOCX in a worker thread, its snapshot parsed there too. */
export async function renderDocxInWorker(job: DocxRenderJob): Promise<Buffer> {
  pool ??= new WorkerPool({
    size: DOCX_POOL_SIZE,
    jobTimeoutMs: JOB_TIMEOUT_MS,
    createWorker: createDocxWorker,
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
