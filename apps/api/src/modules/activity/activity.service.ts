import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityPage,
  type ActivityQuery,
} from '@duerp/domain';
import type { Executor } from '../../db/client.js';
import {
  countActivity,
  insertActivity,
  listActivity,
  type ActivityRecord,
} from './activity.repository.js';

/** Writes one entry of the espace's journal d'activité (in the caller's transaction if any). */
export function recordActivity(db: Executor, record: ActivityRecord): Promise<void> {
  return insertActivity(db, record);
}

/** One page of the journal, newest first, filtered by member and by DUERP. */
export async function readActivity(
  db: Executor,
  espaceId: string,
  query: Required<Pick<ActivityQuery, 'page'>> & Omit<ActivityQuery, 'page'>,
): Promise<ActivityPage> {
  const filter = { espaceId, actorAccountId: query.member, duerpDocumentId: query.duerp };
  const page = Number(query.page);
  const rows = await listActivity(db, filter, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actorEmail: r.actorEmail,
      actorName: r.actorName,
      action: r.action as ActivityAction,
      duerpDocumentId: r.duerpDocumentId,
      details: r.details,
    })),
    total: await countActivity(db, filter),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}
