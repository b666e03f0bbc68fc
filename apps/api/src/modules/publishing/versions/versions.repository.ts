import { and, asc, desc, eq, getTableColumns, inArray, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpVersions } from '../../../db/schema/index.js';
import { gzipSnapshot, type StoredSnapshot } from '../../../lib/stored-snapshot.js';

export async function nextVersionNumber(tx: Executor, duerpDocumentId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(duerpVersions.versionNumber) })
    .from(duerpVersions)
    .where(eq(duerpVersions.duerpDocumentId, duerpDocumentId));
  return (row?.last ?? 0) + 1;
}

const {
  dataSnapshot: _snapshot,
  snapshotGzip: _gzip,
  ...metadataColumns
} = getTableColumns(duerpVersions);

/** Stores a version, its snapshot's text written once with its gzip copy (what renders read). */
export async function insertVersion(
  tx: Executor,
  values: Omit<typeof duerpVersions.$inferInsert, 'snapshotGzip'>,
) {
  const json = JSON.stringify(values.dataSnapshot);
  const [row] = await tx
    .insert(duerpVersions)
    .values({
      ...values,
      dataSnapshot: sql`${json}::json`,
      snapshotGzip: await gzipSnapshot(json),
    })
    .returning(metadataColumns);
  if (!row) throw new Error('version insert returned no row');
  return row;
}

/** A version of the document without its snapshot (megabytes for a large document). */
export async function findVersionMetadata(
  db: Executor,
  duerpDocumentId: string,
  versionId: string,
) {
  const [row] = await db
    .select(metadataColumns)
    .from(duerpVersions)
    .where(and(eq(duerpVersions.duerpDocumentId, duerpDocumentId), eq(duerpVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}

/**
 * A version's snapshot for a render: its gzip copy, or its JSON text for a version stored
 * without one; a render worker expands and parses it (storedSnapshotText).
 */
export async function findVersionSnapshotForRender(
  db: Executor,
  versionId: string,
): Promise<StoredSnapshot | null> {
  const [row] = await db
    .select({
      gzip: duerpVersions.snapshotGzip,
      json: sql<
        string | null
      >`CASE WHEN ${duerpVersions.snapshotGzip} IS NULL THEN ${duerpVersions.dataSnapshot}::text END`,
    })
    .from(duerpVersions)
    .where(eq(duerpVersions.id, versionId))
    .limit(1);
  return row ? (row.gzip ?? row.json) : null;
}

/** A version's snapshot as its stored JSON text, left for a render worker to parse. */
export async function findVersionSnapshotJson(db: Executor, versionId: string) {
  const [row] = await db
    .select({ json: sql<string>`${duerpVersions.dataSnapshot}::text` })
    .from(duerpVersions)
    .where(eq(duerpVersions.id, versionId))
    .limit(1);
  return row?.json ?? null;
}

/** Every version of a document without its snapshot, by number (the former worker's extract). */
export function listVersionMetadata(db: Executor, duerpDocumentId: string) {
  return db
    .select(metadataColumns)
    .from(duerpVersions)
    .where(eq(duerpVersions.duerpDocumentId, duerpDocumentId))
    .orderBy(asc(duerpVersions.versionNumber));
}

/** The creation time of the version before `versionNumber`, or null for the first one. */
export async function findPreviousVersionTime(
  db: Executor,
  duerpDocumentId: string,
  versionNumber: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ creationTime: duerpVersions.creationTime })
    .from(duerpVersions)
    .where(
      and(
        eq(duerpVersions.duerpDocumentId, duerpDocumentId),
        lt(duerpVersions.versionNumber, versionNumber),
      ),
    )
    .orderBy(desc(duerpVersions.versionNumber))
    .limit(1);
  return row?.creationTime ?? null;
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
      photoAnnex: duerpVersions.photoAnnex,
    })
    .from(duerpVersions)
    .where(inArray(duerpVersions.duerpDocumentId, documentIds))
    .orderBy(asc(duerpVersions.versionNumber));
}

/** A version as listed: without its snapshot. */
export type VersionSummaryRow = Awaited<ReturnType<typeof listVersionSummaries>>[number];

/** A listed version as the API answers it: `annexePhotographique` only when it has the annex. */
export function toVersionSummary({ photoAnnex, creationTime, ...row }: VersionSummaryRow) {
  return {
    ...row,
    creationTime: creationTime.toISOString(),
    ...(photoAnnex ? { annexePhotographique: true } : {}),
  };
}
