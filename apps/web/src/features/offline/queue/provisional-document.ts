import {
  DocumentWriteError,
  replayDocumentWrite,
  type DocumentWriteKey,
} from '@duerp/contract/document-writes';
import type { DuerpDocument } from '@duerp/domain/duerp';

/** Thrown when a write would name something new: only the server's name may be used later. */
class NamedByServer extends Error {}

/**
 * What the device gives a write's rule. A new action or a copied unit is named by the server: a
 * name made here would be unknown to it, and a later change of that action or unit, queued with
 * it, would be refused. Such a write shows once sent.
 */
const DEVICE_CONTEXT = {
  newId: (): string => {
    throw new NamedByServer();
  },
  now: () => new Date().toISOString(),
};

/**
 * The document as it will be once `write` is applied, by the server's own rule (packages/domain):
 * the server's answer replaces this copy once the write is sent. Every write of a document makes
 * its revision one higher, so the next queued write's If-Match is the revision the server will
 * have reached, and a change made elsewhere meanwhile still answers 409. A write with no rule,
 * one that names something new, or one the data refuses (the server will say why) shows once
 * sent.
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
    if (error instanceof DocumentWriteError || error instanceof NamedByServer) return unchanged;
    throw error;
  }
}
