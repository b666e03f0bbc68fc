import { availableParallelism } from 'node:os';
import { snapshotTransfer } from '../../../lib/stored-snapshot.js';
import type { PdfRenderJob } from './pdf-context.js';
import { transferablePhotos } from './photo-annex.js';
import { WorkerPool } from '../../../lib/workers/worker-pool.js';
import { startWorker } from '../../../lib/workers/worker-thread.js';

/** Two renders at a time at most: each takes a core, and the API keeps the others. */
export const PDF_POOL_SIZE = Math.min(2, availableParallelism());
const JOB_TIMEOUT_MS = 120_000;

let pool: WorkerPool<PdfRenderJob, Uint8Array> | null = null;

function pdfPool(): WorkerPool<PdfRenderJob, Uint8Array> {
  if (!pool) {
    pool = new WorkerPool({
      size: PDF_POOL_SIZE,
      jobTimeoutMs: JOB_TIMEOUT_MS,
      // dist/pdf-worker.js beside the bundle, or pdf-worker.ts from the sources.
      createWorker: () => startWorker(import.meta.url, 'pdf-worker', 'duerp-pdf'),
    });
  }
  return pool;
}

/** Renders a version's PDF in a worker thread, off the API's event loop (parsing included). */
export async function renderPdfInWorker(input: PdfRenderJob): Promise<Buffer> {
  const { photos, transfer } = transferablePhotos(input.photos);
  const bytes = await pdfPool().run(photos ? { ...input, photos } : input, [
    ...transfer,
    ...snapshotTransfer(input.snapshot),
  ]);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the render workers (server shutdown, end of tests). */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
