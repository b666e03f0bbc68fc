import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../lib/deps.js';
import { listDueRenewals, listStaleTestCheckouts } from '../../billing/subscriptions/index.js';
import { endUnpaidCheckout, renewSubscription } from './activation.service.js';

/** How long a test checkout stays open, like a Stripe Checkout Session (24 h). */
const CHECKOUT_LIFETIME_MS = 24 * 3600_000;

/**
 * Renews the test provider's auto-renew subscriptions whose period has ended (Stripe renews its
 * own and tells us through the webhook). Returns how many were renewed.
 */
export async function renewDueSubscriptions(deps: Deps, now = new Date()): Promise<number> {
  // Checkouts left open give their coupon use back, as Stripe's expired sessions do.
  for (const { id } of await listStaleTestCheckouts(
    deps.db,
    new Date(now.getTime() - CHECKOUT_LIFETIME_MS),
  ))
    await deps.db.transaction((tx) => endUnpaidCheckout(tx, id, 'abandoned'));
  let renewed = 0;
  for (const { id } of await listDueRenewals(deps.db, now)) {
    // A subscription unpaid for several periods catches up one year at a time.
    const renew = () =>
      deps.db.transaction((tx) => renewSubscription(deps, tx, id, { dueBy: now }));
    let row = await renew();
    while (row?.periodEnd && row.periodEnd <= now && row.isAutoRenew) row = await renew();
    if (row) renewed += 1;
  }
  return renewed;
}

/** Runs the renewal job every RENEWAL_INTERVAL_MINUTES (0 disables it); returns a stop function. */
export function scheduleRenewals(deps: Deps, log: FastifyBaseLogger): () => void {
  const minutes = deps.env.RENEWAL_INTERVAL_MINUTES;
  if (minutes === 0 || deps.env.PAYMENT_PROVIDER !== 'test') return () => undefined;
  const timer = setInterval(() => {
    renewDueSubscriptions(deps)
      .then((n) => n > 0 && log.info({ renewed: n }, 'abonnements renouvelés'))
      .catch((err: unknown) => log.error({ err }, 'échec du renouvellement des abonnements'));
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
