import type { Database, Executor } from './types.js';
import { timeTransaction } from './timings.js';

/** The work waiting for each open transaction's commit, and the database it belongs to. */
const waiting = new WeakMap<object, { db: Database; work: ((db: Database) => void)[] }>();

/**
 * Lets `afterCommit` know when a transaction of `db` has committed: its `transaction` now runs
 * the work registered on the transaction once it has ended well, and drops it on a rollback.
 * Applied by openDatabase to every database the app queries.
 */
export function trackCommits(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const tracked: Database['transaction'] = async (run, config) => {
    const work: ((db: Database) => void)[] = [];
    const result = await timeTransaction((timed) =>
      transaction((tx) => {
        waiting.set(tx, { db, work });
        return timed(() => run(tx));
      }, config),
    );
    for (const next of work) next(db);
    return result;
  };
  db.transaction = tracked;
  return db;
}

/**
 * Runs `next` once the transaction `executor` is committed (never if it rolls back), or at once
 * when `executor` is the database itself; it gets the database. `next` must not throw.
 */
export function afterCommit(executor: Executor, next: (db: Database) => void): void {
  const open = waiting.get(executor);
  if (open) open.work.push(next);
  else next(executor);
}
