import {
  DocumentWriteError,
  replayDocumentWrite,
  type DocumentWriteKey,
  type DuerpDocument,
} from '@duerp/domain';

/** The ids this device makes for what the server will name (an action): replaced by its answer. */
const DEVICE_CONTEXT = {
  newId: () => crypto.randomUUID(),
  now: () => new Date().toISOString(),
};

/**
 * The document as it will be once `write` is applied, by the server's own rule (packages/domain):
 * the server's answer replaces this copy once the write is sent. Every write of a document makes
 * its revision one higher, so the next queued write's If-Match is the revision the server will
 * have reached, and a change made elsewhere meanwhile still answers 409. A write with no rule, or
 * one the data refuses (the server will say why), shows once sent.
 */
export function provisionalDocument(
  document: DuerpDocument,
  write: DocumentWriteKey | null,
  body: unknown,
): DuerpDocument {
  const unchanged = {
    ...document,
    hasBeenModifiedSinceLastGeneration: true,
    revision: document.revision + 1,
  };
  if (write === null) return unchanged;
  try {
    return replayDocumentWrite(document, write, body, DEVICE_CONTEXT);
  } catch (error) {
    if (error instanceof DocumentWriteError) return unchanged;
    throw error;
  }
}
