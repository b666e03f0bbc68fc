import type { DuerpData } from '@duerp/domain/duerp';
import type { ImportPreview } from '@duerp/domain/spreadsheet';
import { WorkerPool } from '../../../lib/workers/worker-pool.js';
import { startWorker } from '../../../lib/workers/worker-thread.js';
import { badRequest } from '../../../errors.js';
import type { ImportFileRead, ImportJob, ImportJobResult } from './import-file.js';

/**
 * One file at a time, in a worker thread: unzipping, parsing and decoding a file of up to 10 MB
 * (30 MB of XML once inflated) and planning its 5,000 lines would otherwise hold the API's event
 * loop, and a hostile file is built to make that long.
 */
const IMPORT_POOL_SIZE = 1;
const JOB_TIMEOUT_MS = 60_000;

let pool: WorkerPool<ImportJob, Uint8Array> | null = null;

async function run(job: ImportJob) {
  pool ??= new WorkerPool({
    size: IMPORT_POOL_SIZE,
    jobTimeoutMs: JOB_TIMEOUT_MS,
    createWorker: () => startWorker(import.meta.url, 'import-worker', 'duerp-import'),
  });
  const result = JSON.parse(new TextDecoder().decode(await pool.run(job))) as ImportJobResult;
  if ('refused' in result) throw badRequest(result.refused);
  return result;
}

/** The file's risks and line errors; a file refused answers 400 with the reason. */
export async function readImportFile(contentBase64: string): Promise<ImportFileRead> {
  const result = await run({ contentBase64 });
  if (!('read' in result)) throw new Error("Réponse inattendue du lecteur d'import.");
  return result.read;
}

/** What importing the file into `data` would add; a file refused answers 400 with the reason. */
export async function previewImportFile(
  contentBase64: string,
  data: DuerpData,
): Promise<ImportPreview> {
  const result = await run({ contentBase64, data });
  if (!('preview' in result)) throw new Error("Réponse inattendue du lecteur d'import.");
  return result.preview;
}

/** The product and priority columns of a Seirich file (issue 44), the header first. */
export async function readSeirichFile(contentBase64: string) {
  const result = await run({ contentBase64, seirich: true });
  if (!('rows' in result)) throw new Error("Réponse inattendue du lecteur d'import.");
  return result.rows;
}

/** Stops the worker (server shutdown, end of tests). */
export async function closeImportPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
