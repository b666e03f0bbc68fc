import type { IncomingMessage } from 'node:http';
import { PHOTO_MESSAGES as M } from '@duerp/domain/photos';
import { badRequest, HttpError } from '../../../errors.js';

/** How long an upload may go without a byte before it is dropped. */
const IDLE_MS = 30_000;

const tooLarge = (message: string) => new HttpError(413, message, { Connection: 'close' });

/**
 * The request body read as a stream and cut at `maxBytes`: a Content-Length over the cap is
 * refused before a byte is read, and a body that grows past it (chunked, or lying about its
 * length) as soon as it does; what follows is discarded, never kept. A body that stalls is dropped.
 * `tooLargeMessage` names the file (a photo's by default).
 */
export function readCappedBody(
  raw: IncomingMessage,
  maxBytes: number,
  tooLargeMessage = M.tooLarge(maxBytes),
): Promise<Buffer> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    raw.resume();
    return Promise.reject(tooLarge(tooLargeMessage));
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let timer = setTimeout(() => stop(badRequest(M.uploadTimeout)), IDLE_MS);
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        stop(tooLarge(tooLargeMessage));
        return;
      }
      chunks.push(chunk);
      timer.refresh();
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, total));
    };
    const onAbort = () => stop(badRequest(M.uploadTimeout));
    function cleanUp() {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort);
    }
    function stop(error: HttpError) {
      cleanUp();
      chunks.length = 0;
      // The rest is read and dropped until the answer closes the connection.
      raw.resume();
      reject(error);
    }
    raw.on('data', onData).on('end', onEnd).on('error', onAbort).on('aborted', onAbort);
    timer = timer.unref();
  });
}
