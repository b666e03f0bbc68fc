import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { duerpVersions } from '../../db/schema/index.js';

export async function nextVersionNumber(tx: Executor, duerpDocumentId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(duerpVersions.versionNumber) })
    .from(duerpVersions)
    .where(eq(duerpVersions.duerpDocumentId, duerpDocumentId));
  return (row?.last ?? 0) + 1;
}

export async function insertVersion(tx: Executor, values: typeof duerpVersions.$inferInsert) {
  const [row] = await tx.insert(duerpVersions).values(values).returning();
  if (!row) throw new Error('version insert returned no row');
  return row;
}

export async function findVersion(db: Executor, duerpDocumentId: string, versionId: string) {
  const [row] = await db
    .select()
    .from(duerpVersions)
    .where(and(eq(duerpVersions.duerpDocumentId, duerpDocumentId), eq(duerpVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}
