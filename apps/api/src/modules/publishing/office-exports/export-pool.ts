import { snapshotTransfer } from '../../../lib/stored-snapshot.js';
import { WorkerPool } from '../../../lib/workers/worker-pool.js';
import { startWorker } from '../../../lib/workers/worker-thread.js';
import { transferablePhotos } from '../pdf/index.js';
import type { ExportRenderJob } from './export-input.js';

/**
 * One export at a time, off the API's event loop: the docx library takes about a second and
 * 300 MB for 1,000 risks, mostly garbage collection, and writing the XLSX of 5,000 risks on the
 * loop blocked it for 0.65 to 2.4 s (docs/performances.md, bench:exports).
 */
const EXPORT_POOL_SIZE = 1;
const JOB_TIMEOUT_MS = 120_000;

let pool: WorkerPool<ExportRenderJob, Uint8Array> | null = null;

/** Renders a version as XLSX or DOCX in a worker thread, its snapshot parsed there too. */
export async function renderExportInWorker(job: ExportRenderJob): Promise<Buffer> {
  pool ??= new WorkerPool({
    size: EXPORT_POOL_SIZE,
    jobTimeoutMs: JOB_TIMEOUT_MS,
    createWorker: () => startWorker(import.meta.url, 'export-worker', 'duerp-export'),
  });
  const { photos, transfer } = transferablePhotos(job.photos);
  const bytes = await pool.run(photos ? { ...job, photos } : job, [
    ...transfer,
    ...snapshotTransfer(job.snapshot),
  ]);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the worker (server shutdown, end of tests). */
export async function closeExportPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
