import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountId, createdAt, expiresAt } from './columns.js';

/** Single-use delegate tokens issued by the admin CLI for support sign-in. */
export const delegateTokens = pgTable('delegate_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountId(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
