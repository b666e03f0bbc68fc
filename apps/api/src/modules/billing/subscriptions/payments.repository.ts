import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { subscriptions } from '../../../db/schema/index.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

/*
 * The payments' side of the subscriptions table: checkouts opened, locked, paid, replaced and
 * renewed. Only purchases calls these writes; other modules read through subscriptions.service.
 */

export async function findSubscription(db: Executor, espaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.espaceId, espaceId), eq(subscriptions.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionById(db: Executor, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function findSubscriptionByProviderId(db: Executor, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row ?? null;
}

export async function lockSubscription(tx: Executor, id: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

export async function insertSubscription(db: Executor, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned no row');
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error('subscription update returned no row');
  return row;
}

export type SubscriptionStatus = SubscriptionRow['status'];

/** The open checkout (pending or processing) of a right: a DUERP's standard plan, or premium. */
export async function findOpenCheckout(
  db: Executor,
  right: { espaceId: string; duerpDocumentId: string | null },
) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['pending', 'processing']),
        right.duerpDocumentId
          ? and(
              eq(subscriptions.plan, 'SUBPLAN_STANDARD'),
              eq(subscriptions.duerpDocumentId, right.duerpDocumentId),
            )
          : and(
              eq(subscriptions.plan, 'SUBPLAN_PREMIUM'),
              eq(subscriptions.espaceId, right.espaceId),
            ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Moves a subscription from one of `from` to `to` in one statement; null when it was in another
 * status (someone else moved it first), so each transition happens once.
 */
export async function transitionSubscription(
  db: Executor,
  id: string,
  from: SubscriptionStatus[],
  to: SubscriptionStatus,
  values: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, status: to })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, from)))
    .returning();
  return row ?? null;
}

/** Ends the account's running standard subscriptions when a premium starts. */
export async function replaceActiveStandards(tx: Executor, espaceId: string, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: 'replaced', periodEnd: now, isAutoRenew: false })
    .where(
      and(
        eq(subscriptions.espaceId, espaceId),
        eq(subscriptions.plan, 'SUBPLAN_STANDARD'),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.periodEnd} > ${now.toISOString()}`,
      ),
    );
}

/** Test-provider subscriptions due for renewal. */
export function listDueRenewals(db: Executor, now: Date) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.provider, 'test'),
        eq(subscriptions.isAutoRenew, true),
        lte(subscriptions.periodEnd, now),
      ),
    );
}

/** Test-provider checkouts left open since before `before` (tab closed without paying). */
export function listStaleTestCheckouts(db: Executor, before: Date) {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        eq(subscriptions.provider, 'test'),
        lte(subscriptions.createdAt, before),
      ),
    );
}
