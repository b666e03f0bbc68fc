// Entry of a PDF render worker thread (see pdf-pool.ts): one job at a time, answered in order.
import type { DuerpData } from '@duerp/domain';
import type { PdfRenderJob } from './pdf-context.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';
import { serveRenderJobs } from './worker-thread.js';

/** A snapshot sent as its JSON text is parsed here, off the API's event loop. */
serveRenderJobs('pdf-worker', async ({ snapshot, ...job }: PdfRenderJob) => {
  const data = typeof snapshot === 'string' ? (JSON.parse(snapshot) as DuerpData) : snapshot;
  return renderDuerpPdf({ ...job, snapshot: data });
});
