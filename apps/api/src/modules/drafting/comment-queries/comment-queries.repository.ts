import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CommentTarget } from '@duerp/domain/collaboration';
import type { Executor } from '../../../db/client.js';
import { accounts, duerpComments } from '../../../db/schema/index.js';

/*
 * Comments read with their author's address and name, in one statement per thread list. Only
 * SELECTs (a `*-queries` module): comments are written by comments, accounts by auth.
 */

export type CommentRow = typeof duerpComments.$inferSelect & {
  auteur: string | null;
  auteurNom: string | null;
};

/** The comments of one item of a document. */
export const onTarget = (documentId: string, target: CommentTarget) =>
  and(
    eq(duerpComments.duerpDocumentId, documentId),
    eq(duerpComments.cible, target.cible),
    eq(duerpComments.idCible, target.idCible),
  );

function selectWithAuthor(db: Executor) {
  return db
    .select({
      id: duerpComments.id,
      duerpDocumentId: duerpComments.duerpDocumentId,
      cible: duerpComments.cible,
      idCible: duerpComments.idCible,
      authorAccountId: duerpComments.authorAccountId,
      texte: duerpComments.texte,
      mentionedAccountIds: duerpComments.mentionedAccountIds,
      createdAt: duerpComments.createdAt,
      updatedAt: duerpComments.updatedAt,
      resolvedAt: duerpComments.resolvedAt,
      auteur: accounts.email,
      auteurNom: accounts.displayName,
    })
    .from(duerpComments)
    .leftJoin(accounts, eq(accounts.id, duerpComments.authorAccountId));
}

/** Every comment of a document (or of one of its items), oldest first. */
export function listComments(
  db: Executor,
  documentId: string,
  target?: CommentTarget,
): Promise<CommentRow[]> {
  return selectWithAuthor(db)
    .where(target ? onTarget(documentId, target) : eq(duerpComments.duerpDocumentId, documentId))
    .orderBy(asc(duerpComments.createdAt), asc(duerpComments.id));
}

/** Every comment of these documents, oldest first (the espace's archive). */
export function listCommentsOfDocuments(db: Executor, documentIds: string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return selectWithAuthor(db)
    .where(inArray(duerpComments.duerpDocumentId, documentIds))
    .orderBy(asc(duerpComments.createdAt), asc(duerpComments.id));
}
