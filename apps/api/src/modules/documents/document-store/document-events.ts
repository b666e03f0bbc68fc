import type { ChangeOp } from '@duerp/domain/history';
import { committedEvents } from '../../../db/committed-events.js';

/** A stored document changed: said once its transaction has committed, whoever made it. */
export interface DocumentChanged {
  documentId: string;
  espaceId: string;
  /** The revision the document is at now (unchanged by a change beside its data: photos…). */
  revision: number;
  /** Who made it; null for a change nobody signed in made (a job, the administration socket). */
  actor: string | null;
  /** What changed in the data, as the history records it (empty beside the data). */
  diff: ChangeOp[];
  at: string;
}

const changes = committedEvents<DocumentChanged>();

/**
 * Calls `listener` after each committed change of a document of `db`, in this process (the live
 * module carries them to the other instances). Returns what stops it.
 */
export const onDocumentChanged = changes.on;

/** Said by the store in the writing transaction; heard once it commits, never if it rolls back. */
export const announceDocumentChanged = changes.announce;
