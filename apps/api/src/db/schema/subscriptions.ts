import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountId, ts } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';
import { billingProfiles } from './billing-profiles.js';

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
    index('subscriptions_renewal_idx')
      .on(t.periodEnd)
      .where(sql`status = 'active'`),
  ],
);
