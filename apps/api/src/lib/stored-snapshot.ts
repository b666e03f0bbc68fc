import { gunzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * A version's snapshot as read for a render: its gzip copy (versions generated since migration
 * 0018) or its JSON text (older ones). The bytes are handed to the render thread without a copy
 * and expanded there: a 4,000-risk snapshot is 3.2 MB of text, whose reading and copying stalled
 * the API's thread on the first download; its gzip is about a tenth of that.
 */
export type StoredSnapshot = string | Uint8Array;

const gzipAsync = promisify(gzip);

/** The gzip copy of a snapshot's JSON text, made on libuv's threads (level 1: fast, ~8× smaller). */
export function gzipSnapshot(json: string): Promise<Buffer> {
  return gzipAsync(json, { level: 1 });
}

/** The snapshot's JSON text, in the render thread. */
export function storedSnapshotText(snapshot: StoredSnapshot): string {
  return typeof snapshot === 'string' ? snapshot : gunzipSync(snapshot).toString('utf8');
}

/** What to hand over without a copy when posting the snapshot to a worker. */
export function snapshotTransfer(snapshot: unknown): ArrayBuffer[] {
  if (!(snapshot instanceof Uint8Array)) return [];
  const owned = snapshot.byteOffset === 0 && snapshot.byteLength === snapshot.buffer.byteLength;
  return owned && snapshot.buffer instanceof ArrayBuffer ? [snapshot.buffer] : [];
}
