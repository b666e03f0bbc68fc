// Entry of the export worker thread (see export-pool.ts): one job at a time.
import { serveRenderJobs } from '../../../lib/workers/worker-thread.js';
import { renderDocx } from './docx-export.js';
import { exportInput, type ExportRenderJob } from './export-input.js';
import { renderXlsx } from './xlsx-export.js';

/** The snapshot arrives as its stored JSON text and is parsed here, off the API's event loop. */
serveRenderJobs('export-worker', (job: ExportRenderJob) =>
  job.format === 'xlsx' ? renderXlsx(exportInput(job)) : renderDocx(exportInput(job)),
);
