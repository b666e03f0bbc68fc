import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { EspaceRole } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { espaceMembers, espaces } from '../../../db/schema/index.js';
import { membershipColumns, type Membership } from '../member-queries/index.js';

function membershipQuery(db: Executor, accountId: string) {
  return db
    .select(membershipColumns)
    .from(espaceMembers)
    .innerJoin(espaces, eq(espaces.id, espaceMembers.espaceId))
    .where(eq(espaceMembers.accountId, accountId))
    .$dynamic();
}

export async function findMembership(
  db: Executor,
  accountId: string,
  espaceId: string,
): Promise<Membership | null> {
  const [row] = await membershipQuery(db, accountId)
    .where(and(eq(espaceMembers.accountId, accountId), eq(espaces.id, espaceId)))
    .limit(1);
  return row ?? null;
}

export async function findPersonalMembership(
  db: Executor,
  accountId: string,
): Promise<Membership | null> {
  const [row] = await membershipQuery(db, accountId)
    .where(and(eq(espaceMembers.accountId, accountId), eq(espaces.personalAccountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function listMemberships(db: Executor, accountId: string) {
  return db
    .select({ ...membershipColumns, name: espaces.name })
    .from(espaceMembers)
    .innerJoin(espaces, eq(espaces.id, espaceMembers.espaceId))
    .where(eq(espaceMembers.accountId, accountId))
    .orderBy(sql`${espaces.personalAccountId} = ${accountId} DESC NULLS LAST`, asc(espaces.name));
}

/** Locks the espace's member rows (in a transaction) and counts its Propriétaires. */
export async function lockOwnerCount(db: Executor, espaceId: string): Promise<number> {
  const rows = await db
    .select({ role: espaceMembers.role })
    .from(espaceMembers)
    .where(eq(espaceMembers.espaceId, espaceId))
    .for('update');
  return rows.filter((r) => r.role === 'proprietaire').length;
}

export async function insertMember(
  db: Executor,
  values: { espaceId: string; accountId: string; role: EspaceRole },
): Promise<boolean> {
  const rows = await db
    .insert(espaceMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: espaceMembers.accountId });
  return rows.length > 0;
}

export async function updateMemberRole(
  db: Executor,
  espaceId: string,
  accountId: string,
  role: EspaceRole,
): Promise<boolean> {
  const rows = await db
    .update(espaceMembers)
    .set({ role })
    .where(and(eq(espaceMembers.espaceId, espaceId), eq(espaceMembers.accountId, accountId)))
    .returning({ id: espaceMembers.accountId });
  return rows.length > 0;
}

export async function deleteMember(
  db: Executor,
  espaceId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .delete(espaceMembers)
    .where(and(eq(espaceMembers.espaceId, espaceId), eq(espaceMembers.accountId, accountId)))
    .returning({ id: espaceMembers.accountId });
  return rows.length > 0;
}

export async function countMembers(db: Executor, espaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(espaceMembers)
    .where(eq(espaceMembers.espaceId, espaceId));
  return row?.n ?? 0;
}
