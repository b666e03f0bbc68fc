import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** Column helpers shared by the tables. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** The owning account: its rows go when it goes. */
export const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const expiresAt = () => ts('expires_at').notNull();
