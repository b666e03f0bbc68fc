import { availableParallelism } from 'node:os';
import { emptyDuerpData } from '@duerp/domain/duerp';
import { snapshotTransfer } from '../../../lib/stored-snapshot.js';
import { PDF_EDITIONS, type PdfRenderJob } from './pdf-context.js';
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

/**
 * Starts every render worker with a one-page render, so that the first PDF a person asks for
 * does not wait for a thread to start, load its modules and fonts and warm its code (the first
 * render of a cold pool took several times the next one: docs/performances.md, the pack's ZIP).
 * The server calls it once it listens; the workers then stay, as after a first download.
 */
export async function prewarmPdfPool(): Promise<void> {
  const snapshot = emptyDuerpData();
  const job: PdfRenderJob = {
    variant: 'demo',
    pdfEdition: PDF_EDITIONS.withActionDetails,
    snapshot,
    displayOptions: snapshot.displayOptions,
    versionNumber: 1,
    creationTime: new Date(0).toISOString(),
    notesDeVersion: '',
    snapshotSha256: '0'.repeat(64),
  };
  await Promise.all(Array.from({ length: PDF_POOL_SIZE }, () => pdfPool().run(job)));
}

/** Stops the render workers (server shutdown, end of tests). */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
