import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ChangeOp } from '@duerp/domain/history';
import { accounts } from './accounts.js';
import { createdAt } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';

/**
 * The "Historique des modifications" of a live document (issue 29): one row per write that
 * changed something, holding only what changed (deleted units, risks and actions whole, to be
 * restored). Part of the draft: goes with the document.
 */
export const documentChanges = pgTable(
  'document_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    /** The document's revision this write produced. */
    revision: integer('revision').notNull(),
    /** Who wrote; null for a write nobody signed in made, or once their account is deleted. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** The units the changes are about: the history's filter by unit. */
    uniteIds: text('unite_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diff: jsonb('diff').$type<ChangeOp[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_changes_document_idx').on(t.duerpDocumentId, t.id)],
);
