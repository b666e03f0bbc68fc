import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { espaces } from './espaces.js';

/** Column helpers shared by the tables. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** The owning account: its rows go when it goes. */
export const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
/** The owning espace: its rows go when it goes. */
export const espaceId = () =>
  uuid('espace_id')
    .notNull()
    .references(() => espaces.id, { onDelete: 'cascade' });
export const createdAt = (name = 'created_at') => ts(name).notNull().defaultNow();
export const expiresAt = () => ts('expires_at').notNull();
