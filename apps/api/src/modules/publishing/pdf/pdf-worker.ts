// Entry of a PDF render worker thread (see pdf-pool.ts): one job at a time, answered in order.
import type { DuerpData } from '@duerp/domain/duerp';
import { storedSnapshotText } from '../../../lib/stored-snapshot.js';
import type { PdfRenderJob } from './pdf-context.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';
import { serveRenderJobs } from '../../../lib/workers/worker-thread.js';

/** A snapshot sent as stored (gzip or JSON text) is expanded and parsed here, off the API's loop. */
serveRenderJobs('pdf-worker', async ({ snapshot, ...job }: PdfRenderJob) => {
  const data =
    typeof snapshot === 'string' || snapshot instanceof Uint8Array
      ? (JSON.parse(storedSnapshotText(snapshot)) as DuerpData)
      : snapshot;
  return renderDuerpPdf({ ...job, snapshot: data });
});
