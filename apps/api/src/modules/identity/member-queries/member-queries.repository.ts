import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

export const membershipColumns = {
  espaceId: espaces.id,
  role: espaceMembers.role,
  isPersonal: sql<boolean>`${espaces.personalAccountId} IS NOT NULL AND ${espaces.personalAccountId} = ${espaceMembers.accountId}`,
  isVip: espaces.isVip,
  maxNumberOfDuerps: espaces.maxNumberOfDuerps,
};

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

/** The espace's members with their address and name, first joined first. */
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

/** The addresses of the espace's members with one of `roles` (mails about the espace). */
export async function listMemberEmails(
  db: Executor,
  espaceId: string,
  roles: EspaceRole[],
): Promise<string[]> {
  const rows = await listMembers(db, espaceId);
  return rows.filter((r) => roles.includes(r.role)).map((r) => r.email);
}
