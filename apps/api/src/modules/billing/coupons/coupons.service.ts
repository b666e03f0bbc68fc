import type { Executor } from '../../../db/client.js';
import { findCoupon, type CouponRow } from './coupons.repository.js';

/** Usable now: enabled, not expired, uses left. */
export function isCouponUsable(coupon: CouponRow, now: Date): boolean {
  if (coupon.disabled) return false;
  if (coupon.expiresAt && coupon.expiresAt <= now) return false;
  return coupon.maxUses === null || coupon.uses < coupon.maxUses;
}

/** The percentage of a usable coupon, or null. */
export async function usableCouponPercent(
  db: Executor,
  code: string,
  now = new Date(),
): Promise<{ code: string; percent: number } | null> {
  const coupon = await findCoupon(db, code);
  return coupon && isCouponUsable(coupon, now)
    ? { code: coupon.code, percent: coupon.percent }
    : null;
}
