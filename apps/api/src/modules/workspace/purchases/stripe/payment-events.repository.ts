import type { Executor } from '../../../../db/client.js';
import { paymentEvents } from '../../../../db/schema/index.js';

/** Inserts a provider event once; false when it was already recorded. */
export async function recordPaymentEvent(
  db: Executor,
  event: { eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}
