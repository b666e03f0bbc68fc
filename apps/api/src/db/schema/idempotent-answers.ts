import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * The answer of a signed-in write sent with an Idempotency-Key, replayed when the same write is
 * sent again (the offline queue resending a write whose answer was lost); kept 24 hours. A write
 * that answers a whole document keeps only the document's id (`reread_id`, body empty): its replay
 * reads the document as it is now. A file answer (a PDF) keeps its headers (`file_headers`: its
 * name, its caching) and its bytes in base64 in `body`.
 *
 * The row is inserted before the write, as its claim (`state` 'pending', held by `claim_id` until
 * `claimed_until`): of copies sent at once, the one whose insert wins does the write, the others
 * wait for its answer. A refusal is kept as 'refused' for the copies that waited on it; a later
 * copy may claim the key again.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    contentType: text('content_type'),
    body: text('body').notNull(),
    rereadId: uuid('reread_id'),
    fileHeaders: jsonb('file_headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: ['pending', 'done', 'refused'] })
      .notNull()
      .default('done'),
    /** The request's fingerprint: a copy with another body is refused (422). */
    requestHash: text('request_hash'),
    claimId: uuid('claim_id'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotent_answers_created_idx').on(t.createdAt),
  ],
);
