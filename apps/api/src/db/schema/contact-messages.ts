import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Messages of both contact forms. Stored before any mail is attempted, so that an SMTP failure
 * never loses one: `sent_at` stays null and the admin CLI resends the pending ones.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender of the private form; kept null when the account is deleted. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    source: text('source', { enum: ['public', 'private'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('contact_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
