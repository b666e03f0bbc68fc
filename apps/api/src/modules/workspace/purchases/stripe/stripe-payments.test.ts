import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../../../test/helpers/test-app.js';
import {
  completedEvent,
  createStripeTestApp,
  deliver,
  pendingPremium,
  type FakeStripe,
} from '../../../../../test/helpers/fake-stripe.js';
import { invoices, paymentEvents, subscriptions } from '../../../../db/schema/index.js';
import { couponCreate } from '../../admin/admin.service.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(() => close());

const rowOf = async (id: string) =>
  (await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const check = async (auth: { authorization: string }, subscriptionId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/checksuccess',
      headers: auth,
      payload: { subscriptionId },
    })
  ).json<{ isPaymentSuccess: boolean; paymentState: string }>();
const sessionEvent = (type: string, id: string, subscriptionId: string) => ({
  ...completedEvent(id, subscriptionId),
  type,
});

describe('Stripe: completed is not paid', () => {
  it('waits for a SEPA debit: processing, no access, no second checkout, then paid', async () => {
    const { account, subscriptionId } = await pendingPremium(t);
    const unpaid = completedEvent(`evt_sepa_${subscriptionId}`, subscriptionId, {
      payment_status: 'unpaid',
    });
    expect((await deliver(t, unpaid)).statusCode).toBe(200);
    expect((await rowOf(subscriptionId)).status).toBe('processing');
    expect(await check(account.auth, subscriptionId)).toEqual({
      isPaymentSuccess: false,
      paymentState: 'processing',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/init',
      headers: account.auth,
      payload: {
        planId: 'SUBPLAN_PREMIUM',
        billingProfileId: (await rowOf(subscriptionId)).billingProfileId,
        successUrl: `${t.env.PUBLIC_URL}/after-payment?subscriptionId={SUBSCRIPTION_ID}`,
        cancelUrl: `${t.env.PUBLIC_URL}/checkout`,
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/déjà en cours de traitement/);
    await deliver(
      t,
      sessionEvent(
        'checkout.session.async_payment_succeeded',
        `evt_ok_${subscriptionId}`,
        subscriptionId,
      ),
    );
    expect((await rowOf(subscriptionId)).status).toBe('active');
    expect(await check(account.auth, subscriptionId)).toEqual({
      isPaymentSuccess: true,
      paymentState: 'paid',
    });
  });

  it('ends a declined debit as failed, without access', async () => {
    const { account, subscriptionId } = await pendingPremium(t);
    await deliver(
      t,
      completedEvent(`evt_u_${subscriptionId}`, subscriptionId, { payment_status: 'unpaid' }),
    );
    await deliver(
      t,
      sessionEvent(
        'checkout.session.async_payment_failed',
        `evt_ko_${subscriptionId}`,
        subscriptionId,
      ),
    );
    expect(await check(account.auth, subscriptionId)).toEqual({
      isPaymentSuccess: false,
      paymentState: 'failed',
    });
  });
});

describe('Stripe webhook: the event and its effect in one transaction', () => {
  it('lets Stripe retry an event whose activation failed, and the retry activates', async () => {
    const { subscriptionId } = await pendingPremium(t);
    // A real failure inside activation: the invoice insert is refused once.
    await t.app.deps.db.execute(sql`CREATE FUNCTION fail_invoice() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'panne simulée'; END; $$ LANGUAGE plpgsql`);
    await t.app.deps.db.execute(
      sql`CREATE TRIGGER fail_invoice BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION fail_invoice()`,
    );
    const event = completedEvent(`evt_retry_${subscriptionId}`, subscriptionId);
    expect((await deliver(t, event)).statusCode).toBe(500);
    expect(
      await t.app.deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toHaveLength(0);
    expect((await rowOf(subscriptionId)).status).toBe('pending');
    await t.app.deps.db.execute(sql`DROP TRIGGER fail_invoice ON invoices`);
    await t.app.deps.db.execute(sql`DROP FUNCTION fail_invoice()`);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect((await rowOf(subscriptionId)).status).toBe('active');
    expect(
      await t.app.deps.db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, subscriptionId)),
    ).toHaveLength(1);
  });
});

describe('Stripe: one right, one payment', () => {
  it('closes the older checkout of two tabs, and refunds the second payment if both were charged', async () => {
    const first = await pendingPremium(t);
    const expires = fake.calls.filter((c) => c.path.endsWith('/expire')).length;
    const second = await pendingPremium(t, first);
    expect(fake.calls.filter((c) => c.path.endsWith('/expire'))).toHaveLength(expires + 1);
    expect((await rowOf(first.subscriptionId)).status).toBe('abandoned');
    // Stripe charged both all the same (the first tab paid before its session was closed).
    await deliver(
      t,
      completedEvent(`evt_a_${first.subscriptionId}`, first.subscriptionId, {
        subscription: 'sub_first',
      }),
    );
    await deliver(
      t,
      completedEvent(`evt_b_${second.subscriptionId}`, second.subscriptionId, {
        subscription: 'sub_second',
        invoice: 'in_second',
      }),
    );
    expect((await rowOf(first.subscriptionId)).status).toBe('active');
    expect((await rowOf(second.subscriptionId)).status).toBe('refunded');
    const refund = fake.calls.find((c) => c.path === '/v1/refunds');
    expect(refund?.body.get('payment_intent')).toBe('pi_second');
    expect(
      fake.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_second'),
    ).toBe(true);
    expect(await check(first.account.auth, second.subscriptionId)).toMatchObject({
      paymentState: 'refunded',
    });
    const mail = t.outbox().find((m) => m.to === first.account.email);
    expect(mail?.subject).toBe('Paiement en double remboursé');
    expect(mail?.text).toContain('358,80 € TTC');
    const billed = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.espaceId, first.account.espaceId));
    expect(billed).toHaveLength(1);
  });

  it('refuses a new checkout when the other tab already paid at Stripe', async () => {
    const first = await pendingPremium(t);
    fake.sessionStatus = 'complete';
    try {
      await expect(pendingPremium(t, first)).rejects.toThrow(/déjà en cours de traitement/);
    } finally {
      fake.sessionStatus = 'open';
    }
    const rows = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.espaceId, first.account.espaceId));
    expect(rows.map((r) => r.status).sort()).toEqual(['abandoned', 'abandoned']);
  });
});

describe('Stripe: renewals charge the price sold', () => {
  it('takes a coupon off the first year only, as a one-time discount', async () => {
    await couponCreate(t.app.deps, 'STRIPE20', '20');
    const before = fake.calls.length;
    await pendingPremium(t, undefined, { couponCode: 'STRIPE20' });
    const calls = fake.calls.slice(before);
    const coupon = calls.find((c) => c.path === '/v1/coupons')!;
    expect(coupon.body.get('amount_off')).toBe('7176'); // 358,80 − 287,04 TTC
    expect(coupon.body.get('duration')).toBe('once');
    const session = calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('35880');
    expect(session.body.get('discounts[0][coupon]')).toBe('co_first_year');
  });
});
