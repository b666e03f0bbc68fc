import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * An espace (organisation): it owns DUERPs, subscriptions, billing profiles, invoices and the
 * plan; people are its members. Every account has one personal espace (`personalAccountId`).
 */
export const espaces = pgTable('espaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The account whose personal espace this is; null for an espace created with "Nouvel espace". */
  personalAccountId: uuid('personal_account_id')
    .unique()
    .references(() => accounts.id, { onDelete: 'set null' }),
  isVip: boolean('is_vip').notNull().default(false),
  /** Per-espace override of DEFAULT_MAX_DUERPS. */
  maxNumberOfDuerps: integer('max_number_of_duerps'),
  /** Per-espace override of PHOTO_QUOTA_DEFAULT_BYTES (issue 27), set by the admin CLI. */
  photoQuotaBytes: bigint('photo_quota_bytes', { mode: 'number' }),
  /** The espace's occupational health service, where each version is sent (issue 42). */
  spstNom: text('spst_nom').notNull().default(''),
  spstAdresse: text('spst_adresse').notNull().default(''),
  spstEmail: text('spst_email').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
