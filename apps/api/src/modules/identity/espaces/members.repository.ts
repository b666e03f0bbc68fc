import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { EspaceRole } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { accounts, duerpDocuments, espaceMembers, espaces } from '../../../db/schema/index.js';

/** A member's standing in one espace: what every access decision reads. */
export interface Membership {
  espaceId: string;
  role: EspaceRole;
  isPersonal: boolean;
  isVip: boolean;
  maxNumberOfDuerps: number | null;
}

const membershipColumns = {
  espaceId: espaces.id,
  role: espaceMembers.role,
  isPersonal: sql<boolean>`${espaces.personalAccountId} IS NOT NULL AND ${espaces.personalAccountId} = ${espaceMembers.accountId}`,
  isVip: espaces.isVip,
  maxNumberOfDuerps: espaces.maxNumberOfDuerps,
};

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

/** The caller's membership of the espace owning this live document, in one query. */
export async function findMembershipByDocument(
  db: Executor,
  accountId: string,
  documentId: string,
): Promise<Membership | null> {
  const [row] = await db
    .select(membershipColumns)
    .from(duerpDocuments)
    .innerJoin(espaces, eq(espaces.id, duerpDocuments.espaceId))
    .innerJoin(
      espaceMembers,
      and(eq(espaceMembers.espaceId, espaces.id), eq(espaceMembers.accountId, accountId)),
    )
    .where(and(eq(duerpDocuments.id, documentId), isNull(duerpDocuments.deletedAt)))
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

export async function listMembers(db: Executor, espaceId: string) {
  return db
    .select({
      accountId: espaceMembers.accountId,
      email: accounts.email,
      displayName: accounts.displayName,
      role: espaceMembers.role,
      joinedAt: espaceMembers.joinedAt,
    })
    .from(espaceMembers)
    .innerJoin(accounts, eq(accounts.id, espaceMembers.accountId))
    .where(eq(espaceMembers.espaceId, espaceId))
    .orderBy(asc(espaceMembers.joinedAt), asc(accounts.email));
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

/** The addresses of the espace's members with one of `roles` (mails about the espace). */
export async function listMemberEmails(
  db: Executor,
  espaceId: string,
  roles: EspaceRole[],
): Promise<string[]> {
  const rows = await listMembers(db, espaceId);
  return rows.filter((r) => roles.includes(r.role)).map((r) => r.email);
}
