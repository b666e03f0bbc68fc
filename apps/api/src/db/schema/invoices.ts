import { boolean, integer, jsonb, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountId, ts } from './columns.js';
import { subscriptions } from './subscriptions.js';

/** Invoice numbers are sequential and never reused, across instances. */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountId(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  /** Sequential, never reused: F-2026-000001. */
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
