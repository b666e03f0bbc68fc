// Entry of the import worker thread (see import-pool.ts): one file at a time.
import { serveRenderJobs } from '../../../lib/workers/worker-thread.js';
import { runImportJob, type ImportJob } from './import-file.js';

serveRenderJobs('import-worker', async (job: ImportJob) =>
  Buffer.from(JSON.stringify(await runImportJob(job))),
);
