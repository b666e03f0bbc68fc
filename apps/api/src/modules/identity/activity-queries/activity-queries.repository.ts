import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { accounts, activityLog, duerpDocuments, duerpVersions } from '../../../db/schema/index.js';

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
