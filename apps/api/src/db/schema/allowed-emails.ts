import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Exact addresses or `*@domain` patterns; an empty table (and setting) lets everyone in. */
export const allowedEmails = pgTable('allowed_emails', {
  pattern: text('pattern').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
