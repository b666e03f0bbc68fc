import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { coupons } from '../../../db/schema/index.js';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  return row ?? null;
}

export async function insertCoupon(db: Executor, values: typeof coupons.$inferInsert) {
  await db
    .insert(coupons)
    .values(values)
    .onConflictDoUpdate({ target: coupons.code, set: { ...values, disabled: false } });
}

export async function disableCoupon(db: Executor, code: string) {
  const rows = await db
    .update(coupons)
    .set({ disabled: true })
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .returning();
  return rows.length > 0;
}

/**
 * Takes one use of a usable coupon in a single statement, so that concurrent checkouts never take
 * more than `max_uses`; null when the coupon is unknown, disabled, expired or used up.
 */
export async function reserveCouponUse(db: Executor, code: string, now: Date) {
  const [row] = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.code, code.trim().toUpperCase()),
        eq(coupons.disabled, false),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
      ),
    )
    .returning({ code: coupons.code, percent: coupons.percent });
  return row ?? null;
}

/** Gives back the use taken by a checkout that was never paid (or was refunded). */
export async function releaseCouponUse(db: Executor, code: string) {
  await db
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.code, code));
}

export function listCoupons(db: Executor) {
  return db.select().from(coupons).orderBy(coupons.code);
}
