// Entry of the DOCX export worker thread (see docx-pool.ts): one job at a time.
import type { DuerpData } from '@duerp/domain';
import { serveRenderJobs } from '../pdf/index.js';
import { renderDocx } from './docx-export.js';
import type { DocxRenderJob } from './export-input.js';

/** The snapshot arrives as its stored JSON text and is parsed here, off the API's event loop. */
serveRenderJobs('docx-worker', ({ snapshotJson, ...job }: DocxRenderJob) =>
  renderDocx({ ...job, snapshot: JSON.parse(snapshotJson) as DuerpData }),
);
