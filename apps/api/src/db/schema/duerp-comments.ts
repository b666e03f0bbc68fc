import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';

/**
 * Comments of the members on a risk or an action of a document (issue 29), never printed. Kept
 * when their item is deleted (the change history may restore it), gone with the document.
 */
export const duerpComments = pgTable(
  'duerp_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    /** 'risque' or 'action'. */
    cible: text('cible').$type<'risque' | 'action'>().notNull(),
    /** The idRisque or idAction in the document's data. */
    idCible: text('id_cible').notNull(),
    /** Null once the author's account is deleted; the comment stays, unsigned. */
    authorAccountId: uuid('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    texte: text('texte').notNull(),
    /**
     * Issue 47: the members picked by their name in the text (« @Marie Dupont »), by account id;
     * an older comment's mentions are the « @address » in its text.
     */
    mentionedAccountIds: uuid('mentioned_account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    /** Set on every comment of a thread marked resolved; a new comment reopens the thread. */
    resolvedAt: ts('resolved_at'),
  },
  (t) => [index('duerp_comments_target_idx').on(t.duerpDocumentId, t.cible, t.idCible)],
);
