import type Stripe from 'stripe';
import type { Deps } from '../../../lib/deps.js';
import { badRequest } from '../../../errors.js';
import { paymentEvents } from '../../../db/schema/index.js';
import {
  findSubscriptionByProviderId,
  updateSubscription,
} from '../../subscriptions/subscriptions.repository.js';
import { activateSubscription, renewSubscription } from '../activation.service.js';
import { stripeClient } from './stripe-client.js';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** Verifies Stripe's signature over the raw body; a forged or replayed-too-late event is refused. */
export function verifyStripeEvent(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) throw badRequest('Signature du webhook absente.');
  try {
    return stripeClient(deps.env).webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest('Signature du webhook invalide.');
  }
}

/** Records the event; false when it was already applied (Stripe delivers at least once). */
async function firstDelivery(deps: Deps, event: Stripe.Event): Promise<boolean> {
  const inserted = await deps.db
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Applies a verified event once: activation, renewal, auto-renew changes, end. */
export async function applyStripeEvent(
  deps: Deps,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (!(await firstDelivery(deps, event))) return 'duplicate';
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = session.metadata?.subscriptionId ?? session.client_reference_id;
      if (!subscriptionId) return 'ignored';
      await activateSubscription(deps, subscriptionId, {
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
      });
      return 'applied';
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      if (invoice.billing_reason !== 'subscription_cycle') return 'ignored';
      const providerId = idOf(invoice.parent?.subscription_details?.subscription);
      const row = providerId ? await findSubscriptionByProviderId(deps.db, providerId) : null;
      const end = invoice.lines.data[0]?.period.end;
      if (!row || !end) return 'ignored';
      await renewSubscription(deps, row.id, new Date(end * 1000));
      return 'applied';
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const row = await findSubscriptionByProviderId(deps.db, subscription.id);
      if (!row) return 'ignored';
      const ended = event.type === 'customer.subscription.deleted';
      await updateSubscription(deps.db, row.id, {
        isAutoRenew: !ended && !subscription.cancel_at_period_end,
        ...(ended && row.periodEnd && row.periodEnd > new Date() ? { periodEnd: new Date() } : {}),
      });
      return 'applied';
    }
    default:
      return 'ignored';
  }
}
