import { afterCommit } from './after-commit.js';
import type { Database, Executor } from './types.js';

/** Events said in a transaction and heard once it commits, by the listeners of its database. */
export interface CommittedEvents<E> {
  /** Calls `listener` after each committed event of `db`; returns what stops it. */
  on: (db: Database, listener: (event: E) => void) => () => void;
  /** Heard once `executor`'s transaction commits (at once outside one), never on a rollback. */
  announce: (executor: Executor, event: E) => void;
}

/**
 * By database: an app (and a test) hears the events of its own database only. A listener must
 * not throw; one that does is skipped, the others still hear the event.
 */
export function committedEvents<E>(): CommittedEvents<E> {
  const listeners = new WeakMap<Database, Set<(event: E) => void>>();
  return {
    on: (db, listener) => {
      let set = listeners.get(db);
      if (!set) listeners.set(db, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    announce: (executor, event) => {
      afterCommit(executor, (db) => {
        for (const listener of listeners.get(db) ?? []) {
          try {
            listener(event);
          } catch {
            // One listener's failure is its own: the change is committed and the others hear it.
          }
        }
      });
    },
  };
}
