import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DuerpData } from '@duerp/domain';
import type { Executor } from '../../db/client.js';
import { accounts, duerpDocuments, duerpVersions } from '../../db/schema/index.js';

export type DuerpRow = typeof duerpDocuments.$inferSelect;
export type VersionRow = typeof duerpVersions.$inferSelect;

const live = (accountId: string) =>
  and(eq(duerpDocuments.accountId, accountId), isNull(duerpDocuments.deletedAt));

export function listDocumentRows(db: Executor, accountId: string) {
  return db
    .select()
    .from(duerpDocuments)
    .where(live(accountId))
    .orderBy(asc(duerpDocuments.createdAt));
}

export async function findDocumentRow(db: Executor, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(duerpDocuments)
    .where(and(live(accountId), eq(duerpDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

/** The caller's live document, locked until the end of the transaction. */
export async function lockDocumentRow(tx: Executor, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(duerpDocuments)
    .where(and(live(accountId), eq(duerpDocuments.id, id)))
    .for('update');
  return row ?? null;
}

/** Serialises the creations of one account (the cap check then the insert). */
export async function lockAccountRow(tx: Executor, accountId: string) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function countLiveDocuments(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(duerpDocuments).where(live(accountId));
  return row?.n ?? 0;
}

export async function insertDocumentRow(
  db: Executor,
  values: { accountId: string; displayName: string; data: DuerpData },
): Promise<DuerpRow> {
  const [row] = await db.insert(duerpDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

/**
 * Writes new data and bumps the revision. The caller already holds the data: only the columns
 * that changed are read back (not the whole document again).
 */
export async function updateDocumentRow(
  tx: Executor,
  row: DuerpRow,
  values: { data: DuerpData; displayName: string; hasBeenModifiedSinceLastGeneration: boolean },
): Promise<DuerpRow> {
  const [changed] = await tx
    .update(duerpDocuments)
    .set({ ...values, revision: sql`${duerpDocuments.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(duerpDocuments.id, row.id))
    .returning({ revision: duerpDocuments.revision, updatedAt: duerpDocuments.updatedAt });
  if (!changed) throw new Error('document update returned no row');
  return { ...row, ...values, ...changed };
}

export async function softDeleteDocumentRow(db: Executor, accountId: string, id: string) {
  const rows = await db
    .update(duerpDocuments)
    .set({ deletedAt: sql`now()` })
    .where(and(live(accountId), eq(duerpDocuments.id, id)))
    .returning({ id: duerpDocuments.id });
  return rows.length > 0;
}

/** Version summaries (without their snapshot) of the given documents, oldest first. */
export function listVersionSummaries(db: Executor, documentIds: string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: duerpVersions.id,
      duerpDocumentId: duerpVersions.duerpDocumentId,
      versionNumber: duerpVersions.versionNumber,
      creationTime: duerpVersions.creationTime,
      notesDeVersion: duerpVersions.notesDeVersion,
    })
    .from(duerpVersions)
    .where(inArray(duerpVersions.duerpDocumentId, documentIds))
    .orderBy(asc(duerpVersions.versionNumber));
}
