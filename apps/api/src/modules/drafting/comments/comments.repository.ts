import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CommentTarget } from '@duerp/domain/collaboration';
import type { Executor } from '../../../db/client.js';
import { accounts, duerpComments } from '../../../db/schema/index.js';

export type CommentRow = typeof duerpComments.$inferSelect & {
  auteur: string | null;
  auteurNom: string | null;
};

const onTarget = (documentId: string, target: CommentTarget) =>
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

export async function findComment(db: Executor, documentId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(duerpComments)
    .where(and(eq(duerpComments.id, commentId), eq(duerpComments.duerpDocumentId, documentId)));
  return row ?? null;
}

export async function insertComment(
  db: Executor,
  values: {
    documentId: string;
    target: CommentTarget;
    authorAccountId: string;
    texte: string;
    mentionedAccountIds: string[];
  },
) {
  await db.insert(duerpComments).values({
    duerpDocumentId: values.documentId,
    cible: values.target.cible,
    idCible: values.target.idCible,
    authorAccountId: values.authorAccountId,
    texte: values.texte,
    mentionedAccountIds: values.mentionedAccountIds,
  });
}

/** The new text, and the new picks when given (else the stored ones stay). */
export async function updateCommentText(
  db: Executor,
  commentId: string,
  texte: string,
  mentionedAccountIds?: string[],
) {
  await db
    .update(duerpComments)
    .set({ texte, updatedAt: new Date(), ...(mentionedAccountIds && { mentionedAccountIds }) })
    .where(eq(duerpComments.id, commentId));
}

export async function deleteComment(db: Executor, commentId: string) {
  await db.delete(duerpComments).where(eq(duerpComments.id, commentId));
}

/** Marks every comment of the thread resolved (a date) or open (null); how many it holds. */
export async function setThreadResolved(
  db: Executor,
  documentId: string,
  target: CommentTarget,
  resolvedAt: Date | null,
): Promise<number> {
  const rows = await db
    .update(duerpComments)
    .set({ resolvedAt })
    .where(onTarget(documentId, target))
    .returning({ id: duerpComments.id });
  return rows.length;
}
