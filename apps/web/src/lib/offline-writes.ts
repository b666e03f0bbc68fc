/**
 * A write as the api client sends it: what the offline queue keeps to send it again later. A
 * queueable write carries its IDEMPOTENCY_HEADER from its first try, and keeps it when sent again.
 */
export interface ClientWrite {
  method: string;
  path: string;
  /** A JSON value, or a file (a photo) sent as it is. */
  body: unknown;
  /** The call's own headers (If-Match…); the token and the espace are added when it is sent. */
  headers: Record<string, string>;
}

/**
 * What lets the api client work without the network (features/offline provides it): writes the
 * network cannot carry wait in a queue, and the answers of reads are kept to be shown again.
 */
export interface OfflineHandler {
  /** Whether this write may wait for the network (a change of a document, not a payment). */
  canQueue: (write: ClientWrite) => boolean;
  /** Writes already waiting: a new one goes behind them, so that the order is kept. */
  hasPending: () => boolean;
  /** Calls `listener` whenever what waits changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Queues the write; resolves to what the caller shows meanwhile (the document as edited). */
  enqueue: (write: ClientWrite) => Promise<unknown>;
  /** A read answered: kept for when the network is gone. */
  remember: (path: string, answer: unknown) => void;
  /** The answer kept for a read, when the network is gone (undefined: none). */
  recall: (path: string) => Promise<unknown>;
}

let handler: OfflineHandler | null = null;

export function setOfflineHandler(next: OfflineHandler | null): void {
  handler = next;
}

export function getOfflineHandler(): OfflineHandler | null {
  return handler;
}

/** The browser's own idea of the network (false only when it knows it is offline). */
export function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
