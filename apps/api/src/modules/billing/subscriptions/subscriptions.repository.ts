import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { subscriptions } from '../../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Subscriptions that were ever paid (active or replaced), oldest first. */
export function listPaidSubscriptions(db: Executor, espaceId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.espaceId, espaceId),
        inArray(subscriptions.status, ['active', 'replaced']),
        isNotNull(subscriptions.periodEnd),
      ),
    )
    .orderBy(asc(subscriptions.createdAt));
}
