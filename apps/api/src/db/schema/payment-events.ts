import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** Provider events already applied: a webhook delivered twice applies once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
