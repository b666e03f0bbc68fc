import { inflateSync } from 'node:zlib';

/**
 * Bytes a sheet's compressed streams may inflate to, all together. pdf.js keeps a decoded stream
 * in typed arrays, outside the worker's capped heap: a 1 MB stream that inflates to gigabytes (a
 * "zip bomb" in a PDF) would take the process's memory before the time limit fires. A real safety
 * data sheet of 20 pages inflates to a few megabytes.
 */
export const FDS_INFLATE_BUDGET_BYTES = 48 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Whether every stream of the file inflates within the budget: each `stream … endstream` body is
 * inflated with a cap of what is left, so the check costs at most the budget however the file
 * lies. A body that is not zlib data (an image, an uncompressed stream) counts its raw size.
 */
export function streamsFitBudget(pdf: Uint8Array, budget = FDS_INFLATE_BUDGET_BYTES): boolean {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let left = budget;
  let at = bytes.indexOf(STREAM);
  while (at >= 0) {
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = bytes.indexOf(END_STREAM, start);
    if (end < 0) return true;
    const body = bytes.subarray(start, end);
    try {
      left -= inflateSync(body, { maxOutputLength: Math.max(left, 1) }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      left -= body.length;
    }
    if (left < 0) return false;
    at = bytes.indexOf(STREAM, end + END_STREAM.length);
  }
  return true;
}
