import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * The answer of a signed-in write sent with an Idempotency-Key, replayed when the same write is
 * sent again (the offline queue resending a write whose answer was lost); kept 24 hours. A write
 * that answers a whole document keeps only the document's id (`reread_id`, body empty): its replay
 * reads the document as it is now.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotent_answers_created_idx').on(t.createdAt),
  ],
);
