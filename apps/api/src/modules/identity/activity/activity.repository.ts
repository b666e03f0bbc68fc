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
