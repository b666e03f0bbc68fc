import {
  COMMENT_MESSAGES as M,
  mentionedEmails,
  type AddCommentBody,
  type CommentTarget,
  type CommentThread,
  type ResolveThreadBody,
  type UpdateCommentBody,
} from '@duerp/domain/collaboration';
import { personLabel } from '@duerp/domain/espaces';
import type { DuerpData } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { forbidden, notFound } from '../../../errors.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listMembers, type Membership } from '../../identity/espaces/index.js';
import { commentLink, mentionMail } from './comment-mails.js';
import { listComments, type CommentRow } from '../comment-queries/index.js';
import {
  deleteComment,
  findComment,
  insertComment,
  setThreadResolved,
  updateCommentText,
} from './comments.repository.js';

export interface Actor {
  accountId: string;
  espace: Membership;
}

/** The item's name in the document's current data, or null when it is not (or no longer) there. */
const actionName = (action: { descriptionDeLaMesure: string }) =>
  action.descriptionDeLaMesure.slice(0, 80) || 'Action de prévention';

function itemName(data: DuerpData, target: CommentTarget): string | null {
  for (const unite of data.unitesDeTravail) {
    if (target.cible === 'risque') {
      const risque = unite.risques.find((r) => r.idRisque === target.idCible);
      if (risque) return risque.displayName;
    } else {
      const action = unite.papripactActionsPreventives.find((a) => a.idAction === target.idCible);
      if (action) return actionName(action);
    }
  }
  if (target.cible !== 'action') return null;
  // An RPS unit's action takes comments like a work unit's (same target, its idAction).
  for (const unite of data.risquesPsychosociaux?.unitesRps ?? []) {
    const action = unite.actions.find((a) => a.idAction === target.idCible);
    if (action) return actionName(action);
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
      mentions: row.mentionedAccountIds,
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

type Member = Awaited<ReturnType<typeof listMembers>>[number];

/**
 * The members a comment mentions: those picked by account id, and those whose « @address » the
 * text holds (older clients and comments). A picked id that is not a member counts for no one.
 */
function mentionedMembers(members: Member[], texte: string, picks: readonly string[]): Set<string> {
  const emails = mentionedEmails(texte);
  return new Set(
    members
      .filter((m) => picks.includes(m.accountId) || emails.includes(m.email.toLowerCase()))
      .map((m) => m.accountId),
  );
}

/** The picks kept with a comment, in their order: members of the espace, each once. */
const keptPicks = (members: Member[], picks: readonly string[] = []) =>
  [...new Set(picks)].filter((id) => members.some((m) => m.accountId === id));

/**
 * E-mails the members a comment newly mentions (not the author, not a stranger: nothing tells
 * whether an address or an id is a member) a link to the item.
 */
async function mailMentions(
  deps: Deps,
  actor: Actor,
  context: { documentId: string; documentName: string; target: CommentTarget; itemName: string },
  mentions: { members: Member[]; texte: string; now: Set<string>; before?: Set<string> },
  origin: string,
) {
  const { members, texte, now, before } = mentions;
  const me = members.find((m) => m.accountId === actor.accountId);
  const author = me ? personLabel(me.displayName, me.email) : 'Un membre';
  for (const member of members) {
    if (member.accountId === actor.accountId || !now.has(member.accountId)) continue;
    if (before?.has(member.accountId)) continue;
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
  const { texte, mentions, ...target } = body;
  const name = itemName(document.data, target);
  if (name === null) throw notFound(M.cibleNotFound);
  const members = await listMembers(deps.db, actor.espace.espaceId);
  const mentionedAccountIds = keptPicks(members, mentions);
  await deps.db.transaction(async (tx) => {
    await setThreadResolved(tx, documentId, target, null);
    await insertComment(tx, {
      documentId,
      target,
      authorAccountId: actor.accountId,
      texte,
      mentionedAccountIds,
    });
  });
  const context = { documentId, documentName: document.displayName, target, itemName: name };
  const now = mentionedMembers(members, texte, mentionedAccountIds);
  await mailMentions(deps, actor, context, { members, texte, now }, origin);
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
  body: UpdateCommentBody,
  origin: string,
): Promise<CommentThread> {
  const comment = await ownComment(deps, actor, documentId, commentId);
  const { texte, mentions } = body;
  const members = await listMembers(deps.db, actor.espace.espaceId);
  const picks = mentions === undefined ? comment.mentionedAccountIds : keptPicks(members, mentions);
  await updateCommentText(deps.db, commentId, texte, picks);
  const target = { cible: comment.cible, idCible: comment.idCible };
  const document = await documentStore.require(deps.db, actor.espace.espaceId, documentId);
  const name = itemName(document.data, target);
  if (name !== null) {
    const context = { documentId, documentName: document.displayName, target, itemName: name };
    const now = mentionedMembers(members, texte, picks);
    const before = mentionedMembers(members, comment.texte, comment.mentionedAccountIds);
    await mailMentions(deps, actor, context, { members, texte, now, before }, origin);
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
