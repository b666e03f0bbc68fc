import type { Executor } from '../../../db/client.js';
import { insertActivity, insertActivityOnce, type ActivityRecord } from './activity.repository.js';

/** Writes one entry of the espace's journal d'activité (in the caller's transaction if any). */
export function recordActivity(db: Executor, record: ActivityRecord): Promise<void> {
  return insertActivity(db, record);
}

/**
 * Writes the entry once for the same request repeated within a minute: a file answer (an extract)
 * is not kept for an Idempotency-Key, so each copy of the request is served again, logged once.
 */
export function recordActivityOnce(db: Executor, record: ActivityRecord): Promise<void> {
  return insertActivityOnce(db, record, 60);
}
