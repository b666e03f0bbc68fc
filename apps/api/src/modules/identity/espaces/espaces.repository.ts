import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { espaceMembers, espaces } from '../../../db/schema/index.js';

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

/** Deletes an espace with everything it owns (foreign keys). */
export async function deleteEspaceRow(db: Executor, id: string): Promise<void> {
  await db.delete(espaces).where(eq(espaces.id, id));
}

/** Removes every member of an espace (one kept for the law's retention, without members). */
export async function deleteEspaceMembers(db: Executor, id: string): Promise<void> {
  await db.delete(espaceMembers).where(eq(espaceMembers.espaceId, id));
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

/** The espace's own quota, or null for the default. */
export async function findPhotoQuota(db: Executor, espaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ quota: espaces.photoQuotaBytes })
    .from(espaces)
    .where(eq(espaces.id, espaceId));
  return row?.quota ?? null;
}

/** Sets an espace's quota (null: back to the default); false when there is no such espace. */
export async function setPhotoQuota(db: Executor, espaceId: string, bytes: number | null) {
  const rows = await db
    .update(espaces)
    .set({ photoQuotaBytes: bytes })
    .where(eq(espaces.id, espaceId))
    .returning({ id: espaces.id });
  return rows.length > 0;
}
