import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../../db/client.js';
import type { Deps } from '../../../../lib/deps.js';
import { badRequest } from '../../../../errors.js';
import {
  findSubscriptionByProviderId,
  updateSubscription,
} from '../../../billing/subscriptions/index.js';
import {
  confirmPayment,
  endUnpaidCheckout,
  markProcessing,
  renewSubscription,
  type Confirmation,
} from '../activation.service.js';
import { notifyRefund } from '../refund-notice.js';
import { recordPaymentEvent } from './payment-events.repository.js';
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

/** Records the event in `tx`; false when it was already applied (Stripe delivers at least once). */
const firstDelivery = (tx: Executor, event: Stripe.Event) =>
  recordPaymentEvent(tx, { eventId: event.id, type: event.type });

type Outcome = 'applied' | 'duplicate' | 'ignored';

const sessionSubscriptionId = (session: Stripe.Checkout.Session) =>
  session.metadata?.subscriptionId ?? session.client_reference_id ?? null;

/** A checkout's outcome: paid (activate), paid later (SEPA: wait), declined, or expired. */
async function applySession(
  deps: Deps,
  tx: Executor,
  type: string,
  session: Stripe.Checkout.Session,
): Promise<Confirmation | null> {
  const id = sessionSubscriptionId(session);
  if (!id) return null;
  if (type === 'checkout.session.async_payment_failed') {
    await endUnpaidCheckout(tx, id, 'failed');
    return null;
  }
  if (type === 'checkout.session.expired') {
    await endUnpaidCheckout(tx, id, 'abandoned');
    return null;
  }
  // Completed is not paid: a SEPA debit completes "unpaid" and settles days later.
  if (type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
    await markProcessing(tx, id);
    return null;
  }
  return confirmPayment(deps, tx, id, {
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    paymentId: idOf(session.invoice) ?? null,
  });
}

/** The effect of one event, in the transaction that records it. */
async function applyEffect(deps: Deps, tx: Executor, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return {
        applied: true,
        confirmation: await applySession(deps, tx, event.type, event.data.object),
      };
    case 'invoice.paid': {
      const invoice = event.data.object;
      if (invoice.billing_reason !== 'subscription_cycle') return { applied: false };
      const providerId = idOf(invoice.parent?.subscription_details?.subscription);
      const row = providerId ? await findSubscriptionByProviderId(tx, providerId) : null;
      const end = invoice.lines.data[0]?.period.end;
      if (!row || !end) return { applied: false };
      await renewSubscription(deps, tx, row.id, { newPeriodEnd: new Date(end * 1000) });
      return { applied: true };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const row = await findSubscriptionByProviderId(tx, subscription.id);
      if (!row || row.status !== 'active') return { applied: false };
      const ended = event.type === 'customer.subscription.deleted';
      await updateSubscription(tx, row.id, {
        isAutoRenew: !ended && !subscription.cancel_at_period_end,
        ...(ended && row.periodEnd && row.periodEnd > new Date() ? { periodEnd: new Date() } : {}),
      });
      return { applied: true };
    }
    default:
      return { applied: false };
  }
}

/**
 * Applies a verified event once. The event and its effect are recorded in one transaction: if the
 * effect fails, nothing is recorded, Stripe gets an error and delivers the event again.
 */
export async function applyStripeEvent(
  deps: Deps,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const result = await deps.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return null;
    return applyEffect(deps, tx, event);
  });
  if (!result) return 'duplicate';
  if ('confirmation' in result && result.confirmation)
    await notifyRefund(deps, result.confirmation, log);
  return result.applied ? 'applied' : 'ignored';
}
