import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpDocuments, duerpUnites, type DuerpHead } from '../../../db/schema/index.js';

/** A document row: its data is the head only (the units are rows of `duerp_unites`). */
export type DocumentHeadRow = typeof duerpDocuments.$inferSelect;

/** A unit row as stored: its JSON text is kept as is (it is what a later save compares against). */
export interface UnitRow {
  duerpDocumentId: string;
  idUniteDeTravail: string;
  position: number;
  json: string;
}

const live = (espaceId: string) =>
  and(eq(duerpDocuments.espaceId, espaceId), isNull(duerpDocuments.deletedAt));

/** The live documents of one espace, or of several (a consultant's overview), oldest first. */
export function listDocumentHeads(db: Executor, espaceIds: string | string[]) {
  const ids = [espaceIds].flat();
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(duerpDocuments)
    .where(and(inArray(duerpDocuments.espaceId, ids), isNull(duerpDocuments.deletedAt)))
    .orderBy(asc(duerpDocuments.createdAt));
}

export async function findDocumentHead(db: Executor, espaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(duerpDocuments)
    .where(and(live(espaceId), eq(duerpDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

/** The revision of the caller's live document (null if it has none), reading none of its data. */
export async function findLiveRevision(db: Executor, espaceId: string, id: string) {
  const [row] = await db
    .select({ revision: duerpDocuments.revision })
    .from(duerpDocuments)
    .where(and(live(espaceId), eq(duerpDocuments.id, id)))
    .limit(1);
  return row?.revision ?? null;
}

/** Whether the caller has this live document, reading none of its data. */
export async function isLiveDocumentOf(db: Executor, espaceId: string, id: string) {
  const rows = await db
    .select({ id: duerpDocuments.id })
    .from(duerpDocuments)
    .where(and(live(espaceId), eq(duerpDocuments.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** The caller's live document, locked until the end of the transaction. */
export async function lockDocumentHead(tx: Executor, espaceId: string, id: string) {
  const [row] = await tx
    .select()
    .from(duerpDocuments)
    .where(and(live(espaceId), eq(duerpDocuments.id, id)))
    .for('update');
  return row ?? null;
}

export async function countLiveDocuments(db: Executor, espaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(duerpDocuments).where(live(espaceId));
  return row?.n ?? 0;
}

export async function insertDocumentHead(
  db: Executor,
  values: { espaceId: string; displayName: string; data: DuerpHead; dataEtag: string },
): Promise<DocumentHeadRow> {
  const [row] = await db.insert(duerpDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

/** Writes the head and bumps the revision; only the columns the database changed are read back. */
export async function updateDocumentHead(
  tx: Executor,
  id: string,
  values: {
    data: DuerpHead;
    displayName: string;
    hasBeenModifiedSinceLastGeneration: boolean;
    dataEtag: string;
  },
) {
  const [changed] = await tx
    .update(duerpDocuments)
    .set({ ...values, revision: sql`${duerpDocuments.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(duerpDocuments.id, id))
    .returning({ revision: duerpDocuments.revision, updatedAt: duerpDocuments.updatedAt });
  if (!changed) throw new Error('document update returned no row');
  return changed;
}

/** The units of the given documents, in their order. */
export function listUnitRows(db: Executor, documentIds: string[]): Promise<UnitRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      duerpDocumentId: duerpUnites.duerpDocumentId,
      idUniteDeTravail: duerpUnites.idUniteDeTravail,
      position: duerpUnites.position,
      json: sql<string>`${duerpUnites.data}::text`,
    })
    .from(duerpUnites)
    .where(inArray(duerpUnites.duerpDocumentId, documentIds))
    .orderBy(asc(duerpUnites.duerpDocumentId), asc(duerpUnites.position));
}

/** Inserts or rewrites the given units (already serialised) of one document. */
export async function upsertUnitRows(db: Executor, rows: UnitRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(duerpUnites)
    .values(rows.map(({ json, ...keys }) => ({ ...keys, data: sql`${json}::json` })))
    .onConflictDoUpdate({
      target: [duerpUnites.duerpDocumentId, duerpUnites.idUniteDeTravail],
      set: { position: sql`excluded.position`, data: sql`excluded.data` },
    });
}

/** Deletes the units of a document that are not in `kept`. */
export async function deleteUnitRowsExcept(db: Executor, documentId: string, kept: string[]) {
  await db
    .delete(duerpUnites)
    .where(
      and(
        eq(duerpUnites.duerpDocumentId, documentId),
        kept.length > 0 ? notInArray(duerpUnites.idUniteDeTravail, kept) : undefined,
      ),
    );
}

/** The deleted document's display name, or null if the espace had no such live document. */
export async function softDeleteDocumentRow(
  db: Executor,
  espaceId: string,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .update(duerpDocuments)
    .set({ deletedAt: sql`now()` })
    .where(and(live(espaceId), eq(duerpDocuments.id, id)))
    .returning({ displayName: duerpDocuments.displayName });
  return row?.displayName ?? null;
}

/**
 * Locks the live document of the espace against a version being generated meanwhile (which locks
 * it for update); false when the espace has no such live document.
 */
export async function lockLiveDocument(db: Executor, espaceId: string, documentId: string) {
  const rows = await db
    .select({ id: duerpDocuments.id })
    .from(duerpDocuments)
    .where(
      and(
        eq(duerpDocuments.id, documentId),
        eq(duerpDocuments.espaceId, espaceId),
        isNull(duerpDocuments.deletedAt),
      ),
    )
    .for('no key update');
  return rows.length > 0;
}

/** Marks the live documents of an espace deleted (an espace kept for the law, without members). */
export async function softDeleteDocumentsOfEspace(db: Executor, espaceId: string): Promise<void> {
  await db
    .update(duerpDocuments)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(duerpDocuments.espaceId, espaceId), isNull(duerpDocuments.deletedAt)));
}

/** The units of the espace's live DUERPs among `duerpIds`, as `duerpId/unitId` keys. */
export async function existingUnitKeys(
  db: Executor,
  espaceId: string,
  duerpIds: string[],
): Promise<Set<string>> {
  if (duerpIds.length === 0) return new Set();
  const rows = await db
    .select({ duerpId: duerpUnites.duerpDocumentId, unitId: duerpUnites.idUniteDeTravail })
    .from(duerpUnites)
    .innerJoin(duerpDocuments, eq(duerpDocuments.id, duerpUnites.duerpDocumentId))
    .where(
      and(
        eq(duerpDocuments.espaceId, espaceId),
        isNull(duerpDocuments.deletedAt),
        inArray(duerpUnites.duerpDocumentId, duerpIds),
      ),
    );
  return new Set(rows.map((r) => `${r.duerpId}/${r.unitId}`));
}

/** The names of the units of these live documents of the espace, by `duerpId/unitId`. */
export async function unitNamesOf(
  db: Executor,
  espaceId: string,
  duerpIds: string[],
): Promise<Map<string, string>> {
  if (duerpIds.length === 0) return new Map();
  const rows = await db
    .select({
      duerpId: duerpUnites.duerpDocumentId,
      unitId: duerpUnites.idUniteDeTravail,
      name: sql<string>`${duerpUnites.data}->>'displayName'`,
    })
    .from(duerpUnites)
    .innerJoin(duerpDocuments, eq(duerpDocuments.id, duerpUnites.duerpDocumentId))
    .where(
      and(
        eq(duerpDocuments.espaceId, espaceId),
        isNull(duerpDocuments.deletedAt),
        inArray(duerpUnites.duerpDocumentId, duerpIds),
      ),
    );
  return new Map(rows.map((r) => [`${r.duerpId}/${r.unitId}`, r.name]));
}
