import {
  COMMENT_MESSAGES as M,
  mentionedEmails,
  personLabel,
  type AddCommentBody,
  type CommentTarget,
  type CommentThread,
  type DuerpData,
  type ResolveThreadBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { forbidden, notFound } from '../../errors.js';
import { documentStore } from '../document-store/index.js';
import { listMembers, type Membership } from '../espaces/index.js';
import { commentLink, mentionMail } from './comment-mails.js';
import {
  deleteComment,
  findComment,
  insertComment,
  listComments,
  setThreadResolved,
  updateCommentText,
  type CommentRow,
} from './comments.repository.js';

export interface Actor {
  accountId: string;
  espace: Membership;
}

/** The item's name in the document's current data, or null when it is not (or no longer) there. */
function itemName(data: DuerpData, target: CommentTarget): string | null {
  for (const unite of data.unitesDeTravail) {
    if (target.cible === 'risque') {
      const risque = unite.risques.find((r) => r.idRisque === target.idCible);
      if (risque) return risque.displayName;
    } else {
      const action = unite.papripactActionsPreventives.find((a) => a.idAction === target.idCible);
      if (action) return action.descriptionDeLaMesure.slice(0, 80) || 'Action de prévention';
    }
  }
  return null;
}

/** Groups comments by item, in the order their threads began. */
function toThreads(rows: CommentRow[], accountId: string): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const row of rows) {
    const key = `${row.cible}:${row.idCible}`;
    const thread = threads.get(key) ?? {
      cible: row.cible,
      idCible: row.idCible,
      resolu: true,
      comments: [],
    };
    thread.resolu &&= row.resolvedAt !== null;
    thread.comments.push({
      id: row.id,
      auteur: row.auteur,
      auteurNom: row.auteurNom,
      isMine: row.authorAccountId === accountId,
      texte: row.texte,
      creeLe: row.createdAt.toISOString(),
      modifieLe: row.updatedAt?.toISOString() ?? null,
    });
    threads.set(key, thread);
  }
  return [...threads.values()];
}

async function threadOf(
  deps: Deps,
  accountId: string,
  documentId: string,
  target: CommentTarget,
): Promise<CommentThread> {
  const [thread] = toThreads(await listComments(deps.db, documentId, target), accountId);
  return thread ?? { ...target, resolu: false, comments: [] };
}

/**
 * Every thread of the document, those on items deleted since included: the change history may
 * restore the item, and its thread with it (docs/decisions.md).
 */
export async function listThreads(
  deps: Deps,
  actor: Actor,
  documentId: string,
): Promise<CommentThread[]> {
  await documentStore.requireAccess(deps.db, actor.espace.espaceId, documentId);
  return toThreads(await listComments(deps.db, documentId), actor.accountId);
}

/** E-mails the members a text mentions (not the author, not a stranger) a link to the item. */
async function mailMentions(
  deps: Deps,
  actor: Actor,
  context: { documentId: string; documentName: string; target: CommentTarget; itemName: string },
  texte: string,
  origin: string,
  alreadyMentioned: string[] = [],
) {
  const mentioned = mentionedEmails(texte).filter((e) => !alreadyMentioned.includes(e));
  if (mentioned.length === 0) return;
  const members = await listMembers(deps.db, actor.espace.espaceId);
  const me = members.find((m) => m.accountId === actor.accountId);
  const author = me ? personLabel(me.displayName, me.email) : 'Un membre';
  for (const member of members) {
    if (member.accountId === actor.accountId || !mentioned.includes(member.email.toLowerCase()))
      continue;
    await deps.mailer.send(
      mentionMail(member.email, {
        author,
        documentName: context.documentName,
        itemName: context.itemName,
        texte,
        link: commentLink(origin, context.documentId, context.target),
      }),
    );
  }
}

/** A new comment on an item the document holds now; it reopens a resolved thread. */
export async function addComment(
  deps: Deps,
  actor: Actor,
  documentId: string,
  body: AddCommentBody,
  origin: string,
): Promise<CommentThread> {
  const document = await documentStore.require(deps.db, actor.espace.espaceId, documentId);
  const { texte, ...target } = body;
  const name = itemName(document.data, target);
  if (name === null) throw notFound(M.cibleNotFound);
  await deps.db.transaction(async (tx) => {
    await setThreadResolved(tx, documentId, target, null);
    await insertComment(tx, { documentId, target, authorAccountId: actor.accountId, texte });
  });
  const context = { documentId, documentName: document.displayName, target, itemName: name };
  await mailMentions(deps, actor, context, texte, origin);
  return threadOf(deps, actor.accountId, documentId, target);
}

/** The author's own comment, else 404 (unknown) or 403 (someone else's). */
async function ownComment(deps: Deps, actor: Actor, documentId: string, commentId: string) {
  await documentStore.requireAccess(deps.db, actor.espace.espaceId, documentId);
  const comment = await findComment(deps.db, documentId, commentId);
  if (!comment) throw notFound(M.commentNotFound);
  if (comment.authorAccountId !== actor.accountId) throw forbidden(M.notAuthor);
  return comment;
}

/** The author edits their comment; who it newly mentions is told. */
export async function editComment(
  deps: Deps,
  actor: Actor,
  documentId: string,
  commentId: string,
  texte: string,
  origin: string,
): Promise<CommentThread> {
  const comment = await ownComment(deps, actor, documentId, commentId);
  await updateCommentText(deps.db, commentId, texte);
  const target = { cible: comment.cible, idCible: comment.idCible };
  const document = await documentStore.require(deps.db, actor.espace.espaceId, documentId);
  const name = itemName(document.data, target);
  if (name !== null) {
    const context = { documentId, documentName: document.displayName, target, itemName: name };
    await mailMentions(deps, actor, context, texte, origin, mentionedEmails(comment.texte));
  }
  return threadOf(deps, actor.accountId, documentId, target);
}

export async function removeComment(
  deps: Deps,
  actor: Actor,
  documentId: string,
  commentId: string,
): Promise<CommentThread> {
  const comment = await ownComment(deps, actor, documentId, commentId);
  await deleteComment(deps.db, commentId);
  return threadOf(deps, actor.accountId, documentId, {
    cible: comment.cible,
    idCible: comment.idCible,
  });
}

/** Any member marks a thread resolved (it folds away) or reopens it. */
export async function resolveThread(
  deps: Deps,
  actor: Actor,
  documentId: string,
  body: ResolveThreadBody,
): Promise<CommentThread> {
  await documentStore.requireAccess(deps.db, actor.espace.espaceId, documentId);
  const { resolu, ...target } = body;
  const count = await setThreadResolved(deps.db, documentId, target, resolu ? new Date() : null);
  if (count === 0) throw notFound(M.threadNotFound);
  return threadOf(deps, actor.accountId, documentId, target);
}
