// Entry of the DOCX export worker thread (see docx-pool.ts): one job at a time.
import { parentPort } from 'node:worker_threads';
import type { DuerpData } from '@duerp/domain';
import type { PoolRequest, PoolResponse } from '../pdf/index.js';
import { renderDocx } from './docx-export.js';
import type { DocxRenderJob } from './export-input.js';

const port = parentPort;
if (!port) throw new Error('docx-worker doit être lancé comme worker thread.');

port.on('message', (request: PoolRequest<DocxRenderJob>) => {
  const { snapshotJson, ...job } = request.input;
  renderDocx({ ...job, snapshot: JSON.parse(snapshotJson) as DuerpData }).then(
    (docx) => {
      const bytes = Uint8Array.from(docx);
      const response: PoolResponse<Uint8Array> = { id: request.id, ok: true, result: bytes };
      port.postMessage(response, [bytes.buffer]);
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
