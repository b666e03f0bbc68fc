import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ActivityAction } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { accounts, activityLog, duerpDocuments, duerpVersions } from '../../../db/schema/index.js';

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

export interface ActivityFilter {
  espaceId: string;
  actorAccountId?: string;
  duerpDocumentId?: string;
}

function where(filter: ActivityFilter): SQL | undefined {
  return and(
    eq(activityLog.espaceId, filter.espaceId),
    filter.actorAccountId ? eq(activityLog.actorAccountId, filter.actorAccountId) : undefined,
    filter.duerpDocumentId ? eq(activityLog.duerpDocumentId, filter.duerpDocumentId) : undefined,
  );
}

/**
 * The version an entry of before issue 47 named by its id (`details.version`), when it is one:
 * its number is what the journal shows.
 */
const legacyVersionId = sql`(CASE WHEN ${activityLog.details}->>'version' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${activityLog.details}->>'version')::uuid END)`;

/**
 * The newest entries first, with the current name of their DUERP (a deleted one's row stays) and
 * the number of the version an older entry named by its id.
 */
export function listActivity(db: Executor, filter: ActivityFilter, limit: number, offset: number) {
  return db
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      actorEmail: accounts.email,
      actorName: accounts.displayName,
      action: activityLog.action,
      duerpDocumentId: activityLog.duerpDocumentId,
      details: activityLog.details,
      duerpName: duerpDocuments.displayName,
      legacyVersionNumber: duerpVersions.versionNumber,
    })
    .from(activityLog)
    .leftJoin(accounts, eq(accounts.id, activityLog.actorAccountId))
    .leftJoin(duerpDocuments, eq(duerpDocuments.id, activityLog.duerpDocumentId))
    .leftJoin(duerpVersions, eq(duerpVersions.id, legacyVersionId))
    .where(where(filter))
    .orderBy(desc(activityLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countActivity(db: Executor, filter: ActivityFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activityLog).where(where(filter));
  return row?.n ?? 0;
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
