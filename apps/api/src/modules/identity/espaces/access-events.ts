import { committedEvents } from '../../../db/committed-events.js';

/**
 * Someone may have lost access: a member removed or given another role (`espaceId` and
 * `accountId`), a deleted document (`espaceId`), a deleted account (`accountId`). Said by the
 * services that make these changes, heard once their transaction commits.
 */
export interface AccessChanged {
  espaceId?: string;
  accountId?: string;
}

const accessChanges = committedEvents<AccessChanged>();

/** Calls `listener` after each committed change of access in `db`; returns what stops it. */
export const onAccessChanged = accessChanges.on;

export const announceAccessChanged = accessChanges.announce;
