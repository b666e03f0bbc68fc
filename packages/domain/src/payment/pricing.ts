import { roundToCent } from '../format/money.js';

export const PLAN_CODES = ['SUBPLAN_STANDARD', 'SUBPLAN_PREMIUM'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const VAT_RATE = 0.2;

export const PLAN_NAMES: Record<PlanCode, string> = {
  SUBPLAN_STANDARD: 'Plan Standard – 1 DUERP, 1 an',
  SUBPLAN_PREMIUM: "Plan Premium – jusqu'à 5 DUERP, 1 an",
};

/** TTC = HT × 1.2, rounded to the cent. */
export function priceTTC(priceHT: number): number {
  return roundToCent(priceHT * (1 + VAT_RATE));
}

export function vatAmount(priceHT: number): number {
  return roundToCent(priceTTC(priceHT) - priceHT);
}

/** A coupon is a percentage off the current price before VAT. */
export function applyCoupon(priceHT: number, percent: number): number {
  return roundToCent(Math.max(0, priceHT * (1 - percent / 100)));
}

export interface ReplacedPeriod {
  priceHT: number;
  periodStart: Date;
  periodEnd: Date;
}

/** The unused value of a paid period at `now`, prorated by the time left. */
export function unusedValue(period: ReplacedPeriod, now: Date): number {
  const total = period.periodEnd.getTime() - period.periodStart.getTime();
  const left = period.periodEnd.getTime() - Math.max(now.getTime(), period.periodStart.getTime());
  if (total <= 0 || left <= 0) return 0;
  return roundToCent((period.priceHT * left) / total);
}

export interface PremiumPriceInfo {
  originalPrice: number;
  currentPrice: number;
  discount: number;
}

/**
 * Premium replaces the account's active standard subscriptions: its price is lowered by their
 * unused prorated value (never below zero).
 */
export function premiumPrice(
  originalPrice: number,
  replaced: ReplacedPeriod[],
  now: Date,
): PremiumPriceInfo {
  const credit = roundToCent(replaced.reduce((sum, p) => sum + unusedValue(p, now), 0));
  const discount = Math.min(credit, originalPrice);
  return { originalPrice, currentPrice: roundToCent(originalPrice - discount), discount };
}

export type PlanBanner = 'VIP' | 'PREMIUM' | 'STANDARD' | 'FREE';

/** Account plan banner priority: VIP, active premium, standard, free. */
export function accountPlanBanner(info: {
  isVip: boolean;
  isActivePremiumPlan: boolean;
  numberOfActiveStandardPlan: number;
}): PlanBanner {
  if (info.isVip) return 'VIP';
  if (info.isActivePremiumPlan) return 'PREMIUM';
  if (info.numberOfActiveStandardPlan > 0) return 'STANDARD';
  return 'FREE';
}
