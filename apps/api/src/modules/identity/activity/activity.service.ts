import type { Executor } from '../../../db/client.js';
import { insertActivity, type ActivityRecord } from './activity.repository.js';

/** Writes one entry of the espace's journal d'activité (in the caller's transaction if any). */
export function recordActivity(db: Executor, record: ActivityRecord): Promise<void> {
  return insertActivity(db, record);
}
