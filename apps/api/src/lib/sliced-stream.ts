import { Readable } from 'node:stream';
import type { Bandwidth } from './bandwidth.js';

/** Slice size of a large answer: big enough for few system calls, small enough to share the loop. */
export const ANSWER_SLICE_BYTES = 64 * 1024;

/**
 * A buffer sent as a stream of slices. Written whole, a multi-megabyte PDF goes out in one
 * uninterrupted stretch of socket writes while other requests (a health check, an editor's save)
 * wait; in slices, each write waits for the socket to drain and the event loop serves the others
 * in between. With a `bandwidth`, each slice also waits for its share of the process's rate.
 */
export function slicedStream(
  bytes: Buffer,
  {
    bandwidth,
    sliceBytes = ANSWER_SLICE_BYTES,
  }: { bandwidth?: Bandwidth; sliceBytes?: number } = {},
): Readable {
  async function* slices() {
    for (let start = 0; start < bytes.length; start += sliceBytes) {
      const slice = bytes.subarray(start, start + sliceBytes);
      await bandwidth?.take(slice.length);
      yield slice;
    }
  }
  return Readable.from(slices(), { objectMode: false, highWaterMark: sliceBytes });
}
