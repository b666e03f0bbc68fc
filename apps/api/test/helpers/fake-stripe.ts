import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../src/db/schema/index.js';
import { createAccount, createTestApp, type TestApp } from './test-app.js';
import { createBillingProfile } from './payment.js';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_fixtures';
/** A stand-in for Stripe's API at its documented paths, recording the calls it receives. */
export interface FakeStripe {
  server: Server;
  /** What a retrieved Checkout Session says (`complete`: paid in another tab meanwhile). */
  sessionStatus: 'open' | 'complete';
  calls: { method: string; path: string; body: URLSearchParams }[];
}

async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripe['calls'] = [];
  const fake = { calls, sessionStatus: 'open' } as FakeStripe;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server = createServer((req, res) => {
    void read(req).then((raw) => {
      const path = req.url ?? '';
      calls.push({ method: req.method ?? '', path, body: new URLSearchParams(raw) });
      res.setHeader('content-type', 'application/json');
      if (path === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: 'cs_test_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_1',
          }),
        );
      } else if (path === '/v1/billing_portal/sessions') {
        res.end(
          JSON.stringify({
            id: 'bps_1',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.com/p/session/bps_1',
          }),
        );
      } else if (path === '/v1/coupons') {
        res.end(JSON.stringify({ id: 'co_first_year', object: 'coupon' }));
      } else if (/^\/v1\/checkout\/sessions\/[^/]+$/.test(path)) {
        res.end(
          JSON.stringify({
            id: path.split('/').at(-1),
            object: 'checkout.session',
            status: fake.sessionStatus,
          }),
        );
      } else if (path.endsWith('/expire')) {
        res.end(
          JSON.stringify({
            id: path.split('/').at(-2),
            object: 'checkout.session',
            status: 'expired',
          }),
        );
      } else if (path.startsWith('/v1/invoices/')) {
        res.end(
          JSON.stringify({
            id: path.split('/')[3]?.split('?')[0],
            object: 'invoice',
            payments: {
              object: 'list',
              data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_second' } }],
            },
          }),
        );
      } else if (path === '/v1/refunds') {
        res.end(JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded' }));
      } else if (path.startsWith('/v1/subscriptions/')) {
        res.end(
          JSON.stringify({
            id: path.split('/').at(-1),
            object: 'subscription',
            cancel_at_period_end: true,
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'inconnu' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.server = server;
  return fake;
}

const stripe = new Stripe('sk_test_fixture');

/** The app with PAYMENT_PROVIDER=stripe pointed at a local stand-in of Stripe's API. */
export async function createStripeTestApp() {
  const fake = await startFakeStripe();
  const { port } = fake.server.address() as AddressInfo;
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fixture',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      fake.server.close();
    },
  };
}

/** Posts a signed event to the webhook, as Stripe does. */
export function deliver(t: TestApp, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Opens a premium checkout (for a new account unless one is given); its subscription row id. */
export async function pendingPremium(
  t: TestApp,
  buyer?: { account: Awaited<ReturnType<typeof createAccount>>; profile: { id: string } },
  extra: Record<string, string> = {},
) {
  const account = buyer?.account ?? (await createAccount(t));
  const profile = buyer?.profile ?? (await createBillingProfile(t, account.auth));
  const init = await t.app.inject({
    method: 'POST',
    url: '/api/payment/init',
    headers: account.auth,
    payload: {
      planId: 'SUBPLAN_PREMIUM',
      billingProfileId: profile.id,
      successUrl: `${t.env.PUBLIC_URL}/after-payment?subscriptionId={SUBSCRIPTION_ID}`,
      cancelUrl: `${t.env.PUBLIC_URL}/checkout`,
      ...extra,
    },
  });
  if (init.statusCode !== 200) throw new Error(`init: ${init.body}`);
  // One open checkout per right: the account's pending premium is the one just opened.
  const [row] = await t.app.deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.espaceId, account.espaceId), eq(subscriptions.status, 'pending')));
  return {
    account,
    profile,
    subscriptionId: row!.id,
    checkoutUrl: init.json<{ checkoutUrl: string }>().checkoutUrl,
  };
}

/** A checkout.session.completed event for our subscription (paid unless told otherwise). */
export const completedEvent = (
  id: string,
  subscriptionId: string,
  session: Record<string, unknown> = {},
) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: 'cs_test_1',
      object: 'checkout.session',
      metadata: { subscriptionId },
      client_reference_id: subscriptionId,
      subscription: 'sub_123',
      customer: 'cus_123',
      payment_status: 'paid',
      invoice: 'in_first',
      ...session,
    },
  },
});
