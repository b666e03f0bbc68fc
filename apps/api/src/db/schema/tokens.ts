import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();

/** Opaque rotating refresh tokens; a family is one sign-in and its successive rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    isDelegated: boolean('is_delegated').notNull().default(false),
    expiresAt: expiresAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountId(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use delegate tokens issued by the admin CLI for support sign-in. */
export const delegateTokens = pgTable('delegate_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountId(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: expiresAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
