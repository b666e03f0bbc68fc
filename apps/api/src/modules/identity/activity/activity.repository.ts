import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityAction } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { activityLog } from '../../../db/schema/index.js';

export interface ActivityRecord {
  espaceId: string;
  /** Null when nobody signed in did it (a payment confirmed by the provider for a deleted payer). */
  actorAccountId: string | null;
  action: ActivityAction;
  duerpDocumentId?: string | null;
  details?: Record<string, string>;
}

export async function insertActivity(db: Executor, record: ActivityRecord): Promise<void> {
  await db.insert(activityLog).values(record);
}

/**
 * Inserts the entry unless the same one (espace, person, action, document, details) was written
 * less than `withinSeconds` ago; copies sent at the same moment wait on one lock, so one wins.
 */
export async function insertActivityOnce(
  db: Executor,
  record: ActivityRecord,
  withinSeconds: number,
): Promise<void> {
  const details = JSON.stringify(record.details ?? {});
  const lockKey = `activity:${record.espaceId}:${record.actorAccountId ?? ''}:${record.action}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const same = await tx
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.espaceId, record.espaceId),
          record.actorAccountId === null
            ? sql`${activityLog.actorAccountId} IS NULL`
            : eq(activityLog.actorAccountId, record.actorAccountId),
          eq(activityLog.action, record.action),
          record.duerpDocumentId
            ? eq(activityLog.duerpDocumentId, record.duerpDocumentId)
            : sql`${activityLog.duerpDocumentId} IS NULL`,
          sql`${activityLog.details} = ${details}::jsonb`,
          sql`${activityLog.createdAt} > now() - make_interval(secs => ${withinSeconds})`,
        ),
      )
      .limit(1);
    if (same.length === 0) await tx.insert(activityLog).values(record);
  });
}

/** The instant of the newest `action` entry of each espace (one query for all of them). */
export async function latestActivityTimes(
  db: Executor,
  espaceIds: string[],
  action: ActivityAction,
): Promise<Map<string, Date>> {
  if (espaceIds.length === 0) return new Map();
  const rows = await db
    .select({ espaceId: activityLog.espaceId, at: sql<string>`max(${activityLog.createdAt})` })
    .from(activityLog)
    .where(and(inArray(activityLog.espaceId, espaceIds), eq(activityLog.action, action)))
    .groupBy(activityLog.espaceId);
  return new Map(rows.map((r) => [r.espaceId, new Date(r.at)]));
}
