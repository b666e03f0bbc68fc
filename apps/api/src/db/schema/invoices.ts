import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { espaceId, ts } from './columns.js';
import { subscriptions } from './subscriptions.js';

/**
 * The last invoice number of each year's series. Taken with a row lock in the transaction that
 * inserts the invoice: a rolled-back invoice gives its number back, so the series has no gap
 * (a PostgreSQL sequence would skip it).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  espaceId: espaceId(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  /** Sequential within its year, without gaps, never reused: F-2026-000001. */
  number: text('number').notNull().unique(),
  description: text('description').notNull(),
  /** The buyer's billing address as it was when the invoice was issued (never changes). */
  billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
  amountHtCents: integer('amount_ht_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  amountTtcCents: integer('amount_ttc_cents').notNull(),
  issuedAt: ts('issued_at').notNull().defaultNow(),
  /** Issued by the built-in test provider: nothing was paid (the PDF says so). */
  isTest: boolean('is_test').notNull().default(false),
});
