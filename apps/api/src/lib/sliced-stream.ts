import { Readable } from 'node:stream';

/** Slice size of a large answer: big enough for few system calls, small enough to share the loop. */
export const ANSWER_SLICE_BYTES = 64 * 1024;

/**
 * A buffer sent as a stream of slices. Written whole, a multi-megabyte PDF goes out in one
 * uninterrupted stretch of socket writes while other requests (a health check, an editor's save)
 * wait; in slices, each write waits for the socket to drain and the event loop serves the others
 * in between.
 */
export function slicedStream(bytes: Buffer, sliceBytes = ANSWER_SLICE_BYTES): Readable {
  function* slices() {
    for (let start = 0; start < bytes.length; start += sliceBytes) {
      yield bytes.subarray(start, start + sliceBytes);
    }
  }
  return Readable.from(slices(), { objectMode: false, highWaterMark: sliceBytes });
}
