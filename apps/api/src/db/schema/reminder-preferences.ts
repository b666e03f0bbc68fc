import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReminderType } from '@duerp/domain/living-document';
import { accounts } from './accounts.js';

/** An account's choice for one type of reminder; no row means the reminders are sent. */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReminderType>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);
