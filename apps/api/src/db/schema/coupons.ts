import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

export const coupons = pgTable('coupons', {
  /** Upper-case code. */
  code: text('code').primaryKey(),
  percent: integer('percent').notNull(),
  expiresAt: ts('expires_at'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});
