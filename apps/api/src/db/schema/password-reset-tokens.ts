import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountId, createdAt, expiresAt } from './columns.js';

/** Single-use password reset tokens, stored hashed. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountId(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
