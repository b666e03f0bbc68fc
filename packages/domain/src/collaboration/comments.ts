import { z } from 'zod';
import { requiredText } from '../validation/required.js';
import { COMMENT_MESSAGES as M } from './messages.js';

/** What a thread of comments is about: a risk or a preventive action of the document. */
export const COMMENT_CIBLES = ['risque', 'action'] as const;
export type CommentCible = (typeof COMMENT_CIBLES)[number];

/** Longest comment, in characters kept after cleaning. */
export const MAX_COMMENT_LENGTH = 2000;

const idCible = z
  .string({ error: M.cibleInvalid })
  .min(1, M.cibleInvalid)
  .max(100, M.cibleInvalid)
  .regex(/^[\w-]+$/, M.cibleInvalid);

export const CommentTargetSchema = z.strictObject({
  cible: z.enum(COMMENT_CIBLES, { error: M.cibleInvalid }),
  idCible,
});
export type CommentTarget = z.infer<typeof CommentTargetSchema>;

const texte = requiredText(M.texteRequired, MAX_COMMENT_LENGTH, M.texteTooLong);

/** Most people one comment may mention by pick. */
export const MAX_COMMENT_MENTIONS = 50;

/**
 * Issue 47: the members picked in the text (« @Marie Dupont »), by account id, so that a member
 * who may not read addresses can mention; an older client's « @address » in the text still counts.
 */
const mentions = z
  .array(z.uuid({ error: M.mentionsInvalid }), { error: M.mentionsInvalid })
  .max(MAX_COMMENT_MENTIONS, M.mentionsInvalid)
  .optional();

export const AddCommentBodySchema = CommentTargetSchema.extend({ texte, mentions });
export type AddCommentBody = z.infer<typeof AddCommentBodySchema>;

/** An edit sends every pick the text still holds (`mentions` absent: the stored picks stay). */
export const UpdateCommentBodySchema = z.strictObject({ texte, mentions });
export type UpdateCommentBody = z.infer<typeof UpdateCommentBodySchema>;

export const ResolveThreadBodySchema = CommentTargetSchema.extend({
  resolu: z.boolean({ error: 'Indiquez si le fil est résolu.' }),
});
export type ResolveThreadBody = z.infer<typeof ResolveThreadBodySchema>;

export const CommentParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  commentId: z.uuid({ error: 'Identifiant invalide.' }),
});

export const CommentSchema = z.object({
  id: z.string(),
  /** The author's address; null once their account is deleted. */
  auteur: z.string().nullable(),
  /** Issue 47: the author's display name, null when they have none. */
  auteurNom: z.string().nullable().optional(),
  /** Whether the caller wrote it (and so may edit or delete it). */
  isMine: z.boolean(),
  texte: z.string(),
  /** Issue 47: the account ids of the members the author picked in the text. */
  mentions: z.array(z.string()).optional(),
  creeLe: z.string(),
  modifieLe: z.string().nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** The comments on one item, oldest first; a thread is resolved until someone writes in it again. */
export const CommentThreadSchema = z.object({
  cible: z.enum(COMMENT_CIBLES),
  idCible: z.string(),
  resolu: z.boolean(),
  comments: z.array(CommentSchema),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

export const CommentThreadsSchema = z.array(CommentThreadSchema);

/** The key an item's thread is found by, on the client. */
export const threadKey = (t: CommentTarget) => `${t.cible}:${t.idCible}`;

/**
 * The addresses a text mentions: `@` then an e-mail address, at the start or after a space or an
 * opening bracket. Lower-cased, each once.
 */
export function mentionedEmails(texte: string): string[] {
  const found = texte.matchAll(/(?:^|[\s(])@([^\s@()<>,;:"]+@[^\s@()<>,;:"]+\.[A-Za-z]{2,})/g);
  return [...new Set(Array.from(found, (m) => m[1]!.toLowerCase()))];
}
