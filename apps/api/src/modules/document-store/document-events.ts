import type { ChangeOp } from '@duerp/domain';
import { afterCommit } from '../../db/after-commit.js';
import type { Database, Executor } from '../../db/client.js';

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

type Listener = (event: DocumentChanged) => void;

/** By database: an app (and a test) hears the changes of its own database only. */
const listeners = new WeakMap<Database, Set<Listener>>();

/**
 * Calls `listener` after each committed change of a document of `db`, in this process (the live
 * module carries them to the other instances). Returns what stops it. A listener must not throw;
 * one that does is skipped, the others still hear the change.
 */
export function onDocumentChanged(db: Database, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Said by the store in the writing transaction; heard once it commits, never if it rolls back. */
export function announceDocumentChanged(executor: Executor, event: DocumentChanged): void {
  afterCommit(executor, (db) => {
    for (const listener of listeners.get(db) ?? []) {
      try {
        listener(event);
      } catch {
        // One listener's failure is its own: the change is committed and the others hear it.
      }
    }
  });
}
