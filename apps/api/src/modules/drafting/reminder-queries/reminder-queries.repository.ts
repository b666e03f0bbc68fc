import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  accounts,
  duerpDocuments,
  duerpVersions,
  espaceMembers,
} from '../../../db/schema/index.js';

/**
 * Every live document once per Propriétaire and Éditeur of its espace (the people who keep it up
 * to date), with their address and the instant of its last version (if any).
 */
export function listReminderCandidates(db: Executor) {
  return db
    .select({
      id: duerpDocuments.id,
      espaceId: duerpDocuments.espaceId,
      accountId: espaceMembers.accountId,
      email: accounts.email,
      displayName: duerpDocuments.displayName,
      lastVersionAt: max(duerpVersions.creationTime),
    })
    .from(duerpDocuments)
    .innerJoin(
      espaceMembers,
      and(
        eq(espaceMembers.espaceId, duerpDocuments.espaceId),
        inArray(espaceMembers.role, ['proprietaire', 'editeur']),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, espaceMembers.accountId))
    .leftJoin(duerpVersions, eq(duerpVersions.duerpDocumentId, duerpDocuments.id))
    .where(isNull(duerpDocuments.deletedAt))
    .groupBy(duerpDocuments.id, espaceMembers.accountId, accounts.email)
    .orderBy(duerpDocuments.createdAt, accounts.email);
}
