import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window rate-limit counters shared by every API instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
