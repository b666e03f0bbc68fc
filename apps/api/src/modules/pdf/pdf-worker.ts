// Entry of a PDF render worker thread (see pdf-pool.ts): one job at a time, answered in order.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { DuerpData } from '@duerp/domain';
import type { PdfRenderJob } from './pdf-context.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';
import type { PoolRequest, PoolResponse } from './worker-pool.js';

const port = parentPort;
if (!port) throw new Error('pdf-worker doit être lancé comme worker thread.');

/** Nice value of render threads: they get the CPU the API's own threads leave. */
const RENDER_THREAD_NICE = 10;

/**
 * On Linux each thread has its own nice value: this render thread lowers its own, so that on a
 * busy machine a render slows down rather than the answers to other requests. Elsewhere, or if
 * the system refuses, the thread keeps the default priority.
 */
function lowerThisThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, RENDER_THREAD_NICE);
  } catch {
    // not Linux, or not allowed: default priority
  }
}
lowerThisThreadPriority();

/** A snapshot sent as its JSON text is parsed here, off the API's event loop. */
async function render({ snapshot, ...job }: PdfRenderJob): Promise<Buffer> {
  const data = typeof snapshot === 'string' ? (JSON.parse(snapshot) as DuerpData) : snapshot;
  return renderDuerpPdf({ ...job, snapshot: data });
}

port.on('message', (request: PoolRequest<PdfRenderJob>) => {
  render(request.input).then(
    (pdf) => {
      // Hand the bytes over without a copy when the buffer owns its memory.
      const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      const bytes = owned ? new Uint8Array(pdf.buffer, 0, pdf.byteLength) : Uint8Array.from(pdf);
      const response: PoolResponse<Uint8Array> = { id: request.id, ok: true, result: bytes };
      port.postMessage(response, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const response: PoolResponse<Uint8Array> = {
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(response);
    },
  );
});
