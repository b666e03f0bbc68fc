import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { duerpDocuments } from './duerp-documents.js';

/**
 * One row per reminder e-mail, inserted before it is sent: the unique key is the claim, so that
 * among several API instances exactly one sends a given reminder (the others' inserts conflict).
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    /** annual_30_days, annual_due or overdue_digest. */
    kind: text('kind').notNull(),
    /** What the reminder is about: the due day (annual) or the Paris month (digest). */
    periodKey: text('period_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reminder_sends_claim_idx').on(t.duerpDocumentId, t.kind, t.periodKey)],
);
