import { and, eq } from 'drizzle-orm';
import type { CommentTarget } from '@duerp/domain/collaboration';
import type { Executor } from '../../../db/client.js';
import { duerpComments } from '../../../db/schema/index.js';
import { onTarget } from '../comment-queries/index.js';

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
