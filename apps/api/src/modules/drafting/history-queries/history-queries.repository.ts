import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { accounts, documentChanges } from '../../../db/schema/index.js';

/*
 * A document's history read as it is written: its changes with their author, in one statement per
 * page. Only SELECTs (a `*-queries` module): changes are written by document-store, accounts by auth.
 */

function where(duerpDocumentId: string, idUniteDeTravail: string | undefined): SQL | undefined {
  return and(
    eq(documentChanges.duerpDocumentId, duerpDocumentId),
    idUniteDeTravail === undefined
      ? undefined
      : sql`${idUniteDeTravail} = ANY(${documentChanges.uniteIds})`,
  );
}

/** A document's writes, newest first, with their author's address; those about a unit if given. */
export function listChanges(
  db: Executor,
  duerpDocumentId: string,
  idUniteDeTravail: string | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: documentChanges.id,
      createdAt: documentChanges.createdAt,
      actorAccountId: documentChanges.actorAccountId,
      actorEmail: accounts.email,
      actorName: accounts.displayName,
      diff: documentChanges.diff,
    })
    .from(documentChanges)
    .leftJoin(accounts, eq(accounts.id, documentChanges.actorAccountId))
    .where(where(duerpDocumentId, idUniteDeTravail))
    .orderBy(desc(documentChanges.id))
    .limit(limit)
    .offset(offset);
}

export async function countChanges(
  db: Executor,
  duerpDocumentId: string,
  idUniteDeTravail: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentChanges)
    .where(where(duerpDocumentId, idUniteDeTravail));
  return row?.n ?? 0;
}

/** One write of the document's history, or null. */
export async function findChange(db: Executor, duerpDocumentId: string, id: number) {
  const [row] = await db
    .select({ diff: documentChanges.diff })
    .from(documentChanges)
    .where(and(eq(documentChanges.duerpDocumentId, duerpDocumentId), eq(documentChanges.id, id)))
    .limit(1);
  return row ?? null;
}
