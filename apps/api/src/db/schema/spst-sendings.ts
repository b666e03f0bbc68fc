import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SpstSendingMode } from '@duerp/domain/compliance';
import { accounts } from './accounts.js';
import { createdAt } from './columns.js';
import { bytea } from './bytea.js';
import { duerpDocuments } from './duerp-documents.js';
import { duerpVersions } from './duerp-versions.js';

/**
 * Each sending of a version to the occupational health service (L4121-3-1 VI): the e-mail the
 * product sent (address, Message-ID) or a hand-over by the employer, with the hash of the version
 * sent. About the version, not part of it: the next versions print it in their history.
 */
export const spstSendings = pgTable(
  'spst_sendings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => duerpVersions.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<SpstSendingMode>().notNull(),
    /** Calendar day in Paris, YYYY-MM-DD. */
    date: text('date').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email'),
    versionSha256: text('version_sha256').notNull(),
    messageId: text('message_id'),
    /** The scanned receipt of a hand-over, re-encoded like a photo (image/jpeg or image/png). */
    receipt: bytea('receipt'),
    receiptMimeType: text('receipt_mime_type'),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt('created_at'),
  },
  (t) => [index('spst_sendings_document_idx').on(t.duerpDocumentId, t.createdAt)],
);
