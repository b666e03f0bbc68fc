import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.js';
import { duerpDocuments, espaceMembers, espaces } from '../../../db/schema/index.js';

export type EspaceRow = typeof espaces.$inferSelect;

export async function findEspace(db: Executor, id: string): Promise<EspaceRow | null> {
  const [row] = await db.select().from(espaces).where(eq(espaces.id, id)).limit(1);
  return row ?? null;
}

/** A new espace with its first Propriétaire. */
export async function insertEspace(
  db: Executor,
  values: { name: string; ownerId: string; personal: boolean },
): Promise<EspaceRow> {
  const [row] = await db
    .insert(espaces)
    .values({ name: values.name, personalAccountId: values.personal ? values.ownerId : null })
    .returning();
  if (!row) throw new Error('espace insert returned no row');
  await db
    .insert(espaceMembers)
    .values({ espaceId: row.id, accountId: values.ownerId, role: 'proprietaire' });
  return row;
}

export async function updateEspace(
  db: Executor,
  id: string,
  values: Partial<Pick<EspaceRow, 'name' | 'isVip' | 'maxNumberOfDuerps'>>,
): Promise<void> {
  await db.update(espaces).set(values).where(eq(espaces.id, id));
}

/**
 * Deletes an espace with everything it owns, unless it holds what the law keeps (versions: 40
 * years; invoices: 10 years): then it stays, without members, for the retention job. Whether it
 * was deleted.
 */
export async function deleteEspaceUnlessRetained(db: Executor, id: string): Promise<boolean> {
  const [held] = await queryRows<{ kept: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM duerp_versions v JOIN duerp_documents d
          ON d.id = v.duerp_document_id WHERE d.espace_id = ${id})
        OR EXISTS (SELECT 1 FROM invoices WHERE espace_id = ${id}) AS kept`,
  );
  if (held?.kept) {
    await db.delete(espaceMembers).where(eq(espaceMembers.espaceId, id));
    await db
      .update(duerpDocuments)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(duerpDocuments.espaceId, id), isNull(duerpDocuments.deletedAt)));
    return false;
  }
  await db.delete(espaces).where(eq(espaces.id, id));
  return true;
}

/** Serialises the writes that count or buy for one espace (DUERP cap, checkouts). */
export async function lockEspaceRow(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: espaces.id }).from(espaces).where(eq(espaces.id, id)).for('update');
}

/** The VIP flag and DUERP cap of an espace. */
export async function updateEspaceLimits(
  db: Executor,
  espaceId: string,
  values: { isVip?: boolean; maxNumberOfDuerps?: number | null },
) {
  await db.update(espaces).set(values).where(eq(espaces.id, espaceId));
}

/** The personal espace of an account (every account has one). */
export async function findPersonalEspaceId(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .select({ id: espaces.id })
    .from(espaces)
    .where(eq(espaces.personalAccountId, accountId))
    .limit(1);
  if (!row) throw new Error('Espace personnel introuvable');
  return row.id;
}
