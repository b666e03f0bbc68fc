import { premiumPrice } from '@duerp/domain/payment';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { listPaidSubscriptions, type SubscriptionRow } from './subscriptions.repository.js';
import { runningPremium, runningStandards } from './subscription-rules.js';

export function listPriceHT(deps: Deps, plan: SubscriptionRow['plan']): number {
  return plan === 'SUBPLAN_PREMIUM'
    ? deps.env.PREMIUM_PLAN_PRICE_HT
    : deps.env.STANDARD_PLAN_PRICE_HT;
}

/** The premium price for this account now: the list price minus the standards it replaces. */
export function premiumPriceFor(deps: Deps, rows: SubscriptionRow[], now: Date) {
  const replaced = runningStandards(rows, now).map((r) => ({
    priceHT: r.priceHtCents / 100,
    periodStart: r.periodStart ?? now,
    periodEnd: r.periodEnd ?? now,
  }));
  return premiumPrice(deps.env.PREMIUM_PLAN_PRICE_HT, replaced, now);
}

export async function isActivePremium(db: Executor, espaceId: string, now = new Date()) {
  return runningPremium(await listPaidSubscriptions(db, espaceId), now) !== null;
}

/** The list prices HT, the same for every visitor (GET /api/public/prices, page /tarifs). */
export function publicPrices(deps: Deps) {
  return {
    standardPlanPrice: listPriceHT(deps, 'SUBPLAN_STANDARD'),
    premiumPlanPrice: listPriceHT(deps, 'SUBPLAN_PREMIUM'),
  };
}
