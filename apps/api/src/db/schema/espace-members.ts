import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { EspaceRole } from '@duerp/domain/espaces';
import { accountId, createdAt, espaceId } from './columns.js';

/** A person's membership of an espace, with their one role there. */
export const espaceMembers = pgTable(
  'espace_members',
  {
    espaceId: espaceId(),
    accountId: accountId(),
    role: text('role').$type<EspaceRole>().notNull(),
    joinedAt: createdAt('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.espaceId, t.accountId] }),
    index('espace_members_account_idx').on(t.accountId),
  ],
);
