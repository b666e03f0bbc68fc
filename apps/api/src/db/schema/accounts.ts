import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isVip: boolean('is_vip').notNull().default(false),
  /** Per-account override of DEFAULT_MAX_DUERPS. */
  maxNumberOfDuerps: integer('max_number_of_duerps'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
