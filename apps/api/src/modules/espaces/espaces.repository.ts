import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { espaceMembers, espaces } from '../../db/schema/index.js';

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

export async function deleteEspace(db: Executor, id: string): Promise<void> {
  await db.delete(espaces).where(eq(espaces.id, id));
}

/** Serialises the writes that count or buy for one espace (DUERP cap, checkouts). */
export async function lockEspaceRow(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: espaces.id }).from(espaces).where(eq(espaces.id, id)).for('update');
}
