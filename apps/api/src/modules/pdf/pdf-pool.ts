import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfRenderJob } from './pdf-context.js';
import { WorkerPool } from './worker-pool.js';

/** Two renders at a time at most: each takes a core, and the API keeps the others. */
export const PDF_POOL_SIZE = Math.min(2, availableParallelism());
const JOB_TIMEOUT_MS = 120_000;

/**
 * Starts a render worker. In the production bundle this module is inlined in dist/server.js and
 * the worker is dist/pdf-worker.js beside it (an entry of build.mjs). From the TypeScript sources
 * (tsx in development, vitest) the worker is pdf-worker.ts: `execArgv: ['--import', 'tsx']` does
 * not work for worker threads on Node 20 (tsx's ESM hooks are not applied there, the worker fails
 * with ERR_UNKNOWN_FILE_EXTENSION), so the worker registers tsx's CommonJS hook and requires it.
 */
function createPdfWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pdf-worker.js', import.meta.url), { name: 'duerp-pdf' });
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));
  const code = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true, name: 'duerp-pdf' });
}

let pool: WorkerPool<PdfRenderJob, Uint8Array> | null = null;

function pdfPool(): WorkerPool<PdfRenderJob, Uint8Array> {
  if (!pool) {
    pool = new WorkerPool({
      size: PDF_POOL_SIZE,
      jobTimeoutMs: JOB_TIMEOUT_MS,
      createWorker: createPdfWorker,
    });
  }
  return pool;
}

/** Renders a version's PDF in a worker thread, off the API's event loop (parsing included). */
export async function renderPdfInWorker(input: PdfRenderJob): Promise<Buffer> {
  const bytes = await pdfPool().run(input);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the render workers (server shutdown, end of tests). */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
