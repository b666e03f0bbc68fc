import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { espaceId, ts } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';
import { billingProfiles } from './billing-profiles.js';
import { accounts } from './accounts.js';

/**
 * One purchase of a plan. `pending` while its checkout is open; `processing` once paid by a means
 * that settles later (SEPA debit); `active` subscriptions cover their period (`period_end` is the
 * last instant paid); `replaced` standards ended when a premium started; `abandoned` checkouts
 * were cancelled or superseded; `failed` payments were declined; `refunded` payments arrived for a
 * right already covered and were paid back. At most one checkout is open per right.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    /** Who opened the checkout (the journal d'activité names them); null once deleted. */
    payerAccountId: uuid('payer_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    plan: text('plan', { enum: ['SUBPLAN_STANDARD', 'SUBPLAN_PREMIUM'] }).notNull(),
    duerpDocumentId: uuid('duerp_document_id').references(() => duerpDocuments.id),
    billingProfileId: uuid('billing_profile_id')
      .notNull()
      .references(() => billingProfiles.id),
    status: text('status', {
      enum: ['pending', 'processing', 'active', 'replaced', 'abandoned', 'failed', 'refunded'],
    })
      .notNull()
      .default('pending'),
    isAutoRenew: boolean('is_auto_renew').notNull().default(true),
    /** What the current period was sold for (first year: after coupon and premium credit). */
    priceHtCents: integer('price_ht_cents').notNull(),
    /** What each renewal charges: the plan's list price when it was sold (null: older rows). */
    renewalPriceHtCents: integer('renewal_price_ht_cents'),
    couponCode: text('coupon_code'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's checkout (Stripe Checkout Session id), to close it when superseded. */
    providerCheckoutId: text('provider_checkout_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    periodStart: ts('period_start'),
    periodEnd: ts('period_end'),
    activatedAt: ts('activated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_espace_idx').on(t.espaceId),
    index('subscriptions_renewal_idx')
      .on(t.periodEnd)
      .where(sql`status = 'active'`),
    // One open checkout per right: per DUERP for the standard plan, per espace for premium.
    uniqueIndex('subscriptions_open_standard_uq')
      .on(t.duerpDocumentId)
      .where(sql`plan = 'SUBPLAN_STANDARD' AND status IN ('pending', 'processing')`),
    uniqueIndex('subscriptions_open_premium_uq')
      .on(t.espaceId)
      .where(sql`plan = 'SUBPLAN_PREMIUM' AND status IN ('pending', 'processing')`),
  ],
);
