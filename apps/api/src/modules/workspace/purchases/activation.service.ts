import { PLAN_NAMES, priceTTC, vatAmount } from '@duerp/domain/payment';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import {
  findBillingProfileRow,
  setProviderCustomer,
} from '../../billing/billing-profiles/index.js';
import { releaseCouponUse, reserveCouponUse } from '../../billing/coupons/index.js';
import { recordActivity } from '../../identity/activity/index.js';
import { lockEspaceRow } from '../../identity/espaces/index.js';
import {
  findSubscriptionById,
  listPaidSubscriptions,
  listPriceHT,
  lockSubscription,
  replaceActiveStandards,
  rightCovered,
  type SubscriptionRow,
  type SubscriptionStatus,
  transitionSubscription,
  updateSubscription,
} from '../../billing/subscriptions/index.js';
import { insertInvoice, nextInvoiceNumber } from './invoices.repository.js';
import { paymentProvider } from './providers.js';

/** One year later, same calendar day. */
export function addOneYear(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** Statuses whose subscription holds one use of its coupon (taken when the checkout opened). */
const HOLDS_COUPON: SubscriptionStatus[] = ['pending', 'processing', 'active', 'replaced'];

async function issueInvoice(
  tx: Executor,
  subscription: SubscriptionRow,
  amountHtCents: number,
  period: [Date, Date],
) {
  const profile = await findBillingProfileRow(
    tx,
    subscription.espaceId,
    subscription.billingProfileId,
  );
  const ht = amountHtCents / 100;
  const fmt = (d: Date) => d.toISOString().slice(0, 10);
  await insertInvoice(tx, {
    espaceId: subscription.espaceId,
    subscriptionId: subscription.id,
    number: await nextInvoiceNumber(tx, period[0].getUTCFullYear()),
    description: `${PLAN_NAMES[subscription.plan]} (du ${fmt(period[0])} au ${fmt(period[1])})`,
    billingAddress: profile
      ? {
          name: profile.name,
          line1: profile.line1,
          line2: profile.line2,
          postalCode: profile.postalCode,
          city: profile.city,
          country: profile.country,
          vatNumber: profile.vatNumber,
        }
      : {},
    amountHtCents,
    vatCents: Math.round(vatAmount(ht) * 100),
    amountTtcCents: Math.round(priceTTC(ht) * 100),
    issuedAt: period[0],
    isTest: subscription.provider === 'test',
  });
}

/** Ends a checkout that was not paid (cancelled, superseded, declined) and frees its coupon use. */
export async function endUnpaidCheckout(
  tx: Executor,
  subscriptionId: string,
  to: 'abandoned' | 'failed',
) {
  const row = await transitionSubscription(tx, subscriptionId, ['pending', 'processing'], to);
  if (row?.couponCode) await releaseCouponUse(tx, row.couponCode);
  return row;
}

/** Paid by a means that settles later (SEPA debit): no access until it is confirmed. */
export function markProcessing(tx: Executor, subscriptionId: string) {
  return transitionSubscription(tx, subscriptionId, ['pending'], 'processing');
}

export interface ProviderRefs {
  subscriptionId?: string;
  customerId?: string;
  /** What was paid at the provider (Stripe: the first invoice), to refund it if needed. */
  paymentId?: string | null;
}

export interface Confirmation {
  outcome: 'activated' | 'already' | 'refunded' | 'unknown';
  row: SubscriptionRow | null;
}

/**
 * A payment was received (in the caller's transaction). The first one for a right activates it
 * for one year and issues the invoice; a payment for a right already covered (two tabs paid) is
 * refunded through the provider. Idempotent: a subscription is activated or refunded once.
 */
export async function confirmPayment(
  deps: Deps,
  tx: Executor,
  subscriptionId: string,
  refs: ProviderRefs = {},
  now = new Date(),
): Promise<Confirmation> {
  const head = await findSubscriptionById(tx, subscriptionId);
  if (!head) return { outcome: 'unknown', row: null };
  // The account first, as checkouts do: purchases of one account are checked one at a time.
  await lockEspaceRow(tx, head.espaceId);
  const row = await lockSubscription(tx, subscriptionId);
  if (!row || !['pending', 'processing', 'abandoned'].includes(row.status))
    return { outcome: 'already', row };
  const providerSubscriptionId = refs.subscriptionId ?? row.providerSubscriptionId;
  if (rightCovered(row, await listPaidSubscriptions(tx, row.espaceId), now)) {
    const refunded = await updateSubscription(tx, row.id, {
      status: 'refunded',
      providerSubscriptionId,
    });
    if (row.couponCode && HOLDS_COUPON.includes(row.status))
      await releaseCouponUse(tx, row.couponCode);
    // Inside the transaction: if the provider fails, nothing is recorded and the event comes back.
    await paymentProvider(deps).refund(refunded, refs.paymentId ?? null);
    return { outcome: 'refunded', row: refunded };
  }
  if (row.plan === 'SUBPLAN_PREMIUM') await replaceActiveStandards(tx, row.espaceId, now);
  // A superseded checkout paid all the same gave its coupon use back: it takes one again.
  if (row.couponCode && !HOLDS_COUPON.includes(row.status))
    await reserveCouponUse(tx, row.couponCode, new Date(0));
  const periodEnd = addOneYear(now);
  const activated = await updateSubscription(tx, row.id, {
    status: 'active',
    periodStart: now,
    periodEnd,
    activatedAt: now,
    providerSubscriptionId,
  });
  if (refs.customerId) await setProviderCustomer(tx, row.billingProfileId, refs.customerId);
  await issueInvoice(tx, activated, row.priceHtCents, [now, periodEnd]);
  await recordActivity(tx, {
    espaceId: row.espaceId,
    actorAccountId: row.payerAccountId,
    action: 'purchase',
    duerpDocumentId: row.duerpDocumentId,
    details: { offre: PLAN_NAMES[row.plan] },
  });
  return { outcome: 'activated', row: activated };
}

/**
 * Extends a running subscription by one year from its end, at the price it was sold for
 * (`renewal_price_ht_cents`; the list price for rows older than that column). The renewal job
 * passes `dueBy`: the row, once locked, must still be auto-renewing and ended by then — another
 * instance's job may have renewed it, or its owner turned auto-renew off, since it was listed.
 */
export async function renewSubscription(
  deps: Deps,
  tx: Executor,
  subscriptionId: string,
  { newPeriodEnd, dueBy }: { newPeriodEnd?: Date; dueBy?: Date } = {},
) {
  const row = await lockSubscription(tx, subscriptionId);
  if (!row || row.status !== 'active' || !row.periodEnd) return null;
  if (dueBy && (!row.isAutoRenew || row.periodEnd > dueBy)) return null;
  const start = row.periodEnd;
  const end = newPeriodEnd ?? addOneYear(start);
  if (end <= start) return row;
  const price = row.renewalPriceHtCents ?? Math.round(listPriceHT(deps, row.plan) * 100);
  const renewed = await updateSubscription(tx, row.id, {
    periodStart: start,
    periodEnd: end,
    priceHtCents: price,
  });
  await issueInvoice(tx, renewed, price, [start, end]);
  return renewed;
}
