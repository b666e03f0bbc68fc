import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { duerpDocuments } from './duerp.js';

const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const billingProfiles = pgTable('billing_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: accountId(),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  vatNumber: text('vat_number').notNull().default(''),
  /** The payment provider's customer, once a payment went through (Stripe). */
  providerCustomerId: text('provider_customer_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One purchase of a plan. `pending` until the provider confirms the payment; `active` subscriptions
 * cover their period (`period_end` is the last instant paid); `replaced` standards ended when a
 * premium started; `abandoned` checkouts were cancelled.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    plan: text('plan', { enum: ['SUBPLAN_STANDARD', 'SUBPLAN_PREMIUM'] }).notNull(),
    duerpDocumentId: uuid('duerp_document_id').references(() => duerpDocuments.id),
    billingProfileId: uuid('billing_profile_id')
      .notNull()
      .references(() => billingProfiles.id),
    status: text('status', { enum: ['pending', 'active', 'replaced', 'abandoned'] })
      .notNull()
      .default('pending'),
    isAutoRenew: boolean('is_auto_renew').notNull().default(true),
    priceHtCents: integer('price_ht_cents').notNull(),
    couponCode: text('coupon_code'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    activatedAt: ts('activated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId),
    index('subscriptions_renewal_idx').on(t.periodEnd).where(sql`status = 'active'`),
  ],
);

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
});

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

/** Provider events already applied: a webhook delivered twice applies once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
