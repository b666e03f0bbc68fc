import { PLAN_NAMES, priceTTC, vatAmount } from '@duerp/domain';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { findBillingProfileRow, setProviderCustomer } from '../billing/billing.repository.js';
import { countCouponUse } from '../coupons/coupons.repository.js';
import {
  lockSubscription,
  replaceActiveStandards,
  updateSubscription,
  type SubscriptionRow,
} from '../subscriptions/subscriptions.repository.js';
import { listPriceHT } from '../subscriptions/subscriptions.service.js';
import { insertInvoice, nextInvoiceNumber } from './invoices.repository.js';

/** One year later, same calendar day. */
export function addOneYear(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

async function issueInvoice(
  tx: Executor,
  subscription: SubscriptionRow,
  amountHtCents: number,
  period: [Date, Date],
) {
  const profile = await findBillingProfileRow(
    tx,
    subscription.accountId,
    subscription.billingProfileId,
  );
  const ht = amountHtCents / 100;
  const fmt = (d: Date) => d.toISOString().slice(0, 10);
  await insertInvoice(tx, {
    accountId: subscription.accountId,
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
  });
}

/**
 * Marks a paid checkout active for one year (idempotent: an already active subscription is left
 * as it is). A premium ends the account's running standard subscriptions. Issues the invoice.
 */
export async function activateSubscription(
  deps: Deps,
  subscriptionId: string,
  provider: { subscriptionId?: string; customerId?: string } = {},
  now = new Date(),
): Promise<SubscriptionRow | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, subscriptionId);
    if (!row || row.status !== 'pending') return row;
    if (row.plan === 'SUBPLAN_PREMIUM') await replaceActiveStandards(tx, row.accountId, now);
    const periodEnd = addOneYear(now);
    const activated = await updateSubscription(tx, row.id, {
      status: 'active',
      periodStart: now,
      periodEnd,
      activatedAt: now,
      providerSubscriptionId: provider.subscriptionId ?? row.providerSubscriptionId,
    });
    if (provider.customerId)
      await setProviderCustomer(tx, row.billingProfileId, provider.customerId);
    if (row.couponCode) await countCouponUse(tx, row.couponCode);
    await issueInvoice(tx, activated, row.priceHtCents, [now, periodEnd]);
    return activated;
  });
}

/** Extends a running subscription by one year from its end, at the plan's list price. */
export async function renewSubscription(deps: Deps, subscriptionId: string, newPeriodEnd?: Date) {
  return deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, subscriptionId);
    if (!row || row.status !== 'active' || !row.periodEnd) return null;
    const start = row.periodEnd;
    const end = newPeriodEnd ?? addOneYear(start);
    if (end <= start) return row;
    const renewed = await updateSubscription(tx, row.id, { periodEnd: end });
    await issueInvoice(tx, renewed, Math.round(listPriceHT(deps, row.plan) * 100), [start, end]);
    return renewed;
  });
}
