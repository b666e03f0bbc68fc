import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../../test/helpers/test-app.js';
import {
  WEBHOOK_SECRET,
  completedEvent,
  createStripeTestApp,
  deliver as deliverTo,
  pendingPremium as openPremium,
  type FakeStripe,
} from '../../../../../test/helpers/fake-stripe.js';
import { billingProfiles, paymentEvents, subscriptions } from '../../../../db/schema/index.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
const stripe = new Stripe('sk_test_fixture');

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(() => close());

const deliver = (event: object, secret?: string) => deliverTo(t, event, secret);
const pendingPremium = () => openPremium(t);

describe('Stripe adapter', () => {
  it('creates an annual Checkout Session with the TTC price and our subscription id', async () => {
    const { subscriptionId, checkoutUrl } = await pendingPremium();
    expect(checkoutUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.body.get('mode')).toBe('subscription');
    expect(call.body.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('35880'); // 299 HT → 358,80 TTC
    expect(call.body.get('metadata[subscriptionId]')).toBe(subscriptionId);
    expect(call.body.get('success_url')).toContain(`subscriptionId=${subscriptionId}`);
  });
  it('activates on a signed checkout.session.completed, once even if delivered twice', async () => {
    const { account, profile, subscriptionId } = await pendingPremium();
    const event = completedEvent(`evt_${subscriptionId}`, subscriptionId);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const success = await t.app.inject({
      method: 'POST',
      url: '/api/payment/checksuccess',
      headers: account.auth,
      payload: { subscriptionId },
    });
    expect(success.json()).toEqual({ isPaymentSuccess: true, paymentState: 'paid' });
    const [row] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ status: 'active', providerSubscriptionId: 'sub_123' });
    const [stored] = await t.app.deps.db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.id, profile.id));
    expect(stored!.providerCustomerId).toBe('cus_123');
    const applied = await t.app.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(applied).toHaveLength(1);
    // Billing Portal for this customer; auto-renew toggle goes to Stripe.
    const manage = await t.app.inject({
      method: 'POST',
      url: '/api/payment/manage',
      headers: account.auth,
      payload: { returnUrl: `${t.env.PUBLIC_URL}/my-account`, billingProfileId: profile.id },
    });
    expect(manage.json().managePageUrl).toBe('https://billing.stripe.com/p/session/bps_1');
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/toggleautorenew',
      headers: account.auth,
      payload: { subscriptionId, shouldEnableAutoRenew: false },
    });
    const update = fake.calls.find((c) => c.path === '/v1/subscriptions/sub_123')!;
    expect(update.body.get('cancel_at_period_end')).toBe('true');
  });
  it('rejects a forged signature and a body altered after signing, applying nothing', async () => {
    const { subscriptionId } = await pendingPremium();
    const forged = await deliver(completedEvent('evt_forged', subscriptionId), 'whsec_pirate');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Signature du webhook invalide.');
    const payload = JSON.stringify(completedEvent('evt_altered', subscriptionId));
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('sub_123', 'sub_666'),
    });
    expect(altered.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    const [row] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row!.status).toBe('pending');
  });
  it('extends the period on a renewal invoice and stops auto-renew when Stripe cancels', async () => {
    const { subscriptionId } = await pendingPremium();
    await deliver({
      ...completedEvent(`evt_c_${subscriptionId}`, subscriptionId),
      data: {
        object: {
          ...completedEvent('x', subscriptionId).data.object,
          subscription: `sub_${subscriptionId}`,
        },
      },
    });
    const nextEnd = Math.floor(Date.now() / 1000) + 2 * 365 * 86400;
    await deliver({
      id: `evt_i_${subscriptionId}`,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          parent: { subscription_details: { subscription: `sub_${subscriptionId}` } },
          lines: { data: [{ period: { start: 0, end: nextEnd } }] },
        },
      },
    });
    let [row] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(Math.round(row!.periodEnd!.getTime() / 1000)).toBe(nextEnd);
    await deliver({
      id: `evt_u_${subscriptionId}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: { id: `sub_${subscriptionId}`, object: 'subscription', cancel_at_period_end: true },
      },
    });
    [row] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row!.isAutoRenew).toBe(false);
  });
  it('does not expose the test provider pages when Stripe is configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/test-checkout/0b5c1e0e-6f3f-4d5a-9a5b-1c2d3e4f5a6b',
    });
    expect(res.statusCode).toBe(404);
  });
});
