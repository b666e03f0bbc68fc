import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';

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

export async function countCouponUse(db: Executor, code: string) {
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.code, code));
}

export function listCoupons(db: Executor) {
  return db.select().from(coupons).orderBy(coupons.code);
}
