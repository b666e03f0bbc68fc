import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { call, type ServerProcess } from '../helpers/server-process.js';
import { categorie, evaluation, risqueInput, VALID_ENTREPRISE } from '../helpers/duerp.js';
import { BILLING_ADDRESS } from '../helpers/payment.js';
import { captcha, startTwoInstances, WEBHOOK_SECRET } from '../helpers/two-instances.js';

/**
 * Two API processes on one PostgreSQL (run by .ci/run's cluster): a user's journey alternates
 * between them request by request, and the state that must be shared — refresh tokens, captcha
 * replay guard, rate-limit counters, webhook idempotency — lives in the database. The live
 * stream, members and rate limits across them: two-instances.test.ts.
 */
let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
}, 180_000);
afterAll(() => instances?.stop());

describe('two API instances on one PostgreSQL', () => {
  it('serves one journey alternating between them', async () => {
    const email = `deux-${Date.now()}@exemple.fr`;
    const captchaToken = await captcha(b);
    const created = await call<{ accessToken: string; refreshToken: string }>(
      a.url,
      'POST',
      '/api/public/account/create',
      null,
      { emailAddress: email, newPassword: 'Motdepasse1!', captchaToken },
    );
    expect(created.status).toBe(200);
    // The captcha accepted by A is refused by B.
    const replay = await call<{ message: string }>(
      b.url,
      'POST',
      '/api/public/account/create',
      null,
      { emailAddress: `autre-${email}`, newPassword: 'Motdepasse1!', captchaToken },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/déjà été utilisée/);

    // Refresh on B, refresh again on A; log out on B, and A refuses the revoked token.
    const onB = await call<{ accessToken: string; refreshToken: string }>(
      b.url,
      'POST',
      '/api/public/token/refresh',
      null,
      { refreshToken: created.body.refreshToken },
    );
    expect(onB.status).toBe(200);
    const onA = await call<{ accessToken: string; refreshToken: string }>(
      a.url,
      'POST',
      '/api/public/token/refresh',
      null,
      { refreshToken: onB.body.refreshToken },
    );
    expect(onA.status).toBe(200);
    const logout = await call(
      b.url,
      'POST',
      '/api/myaccount/logout',
      { authorization: `Bearer ${onA.body.accessToken}` },
      { refreshTokenToRevoke: onA.body.refreshToken },
    );
    expect(logout.status).toBe(200);
    expect(
      (
        await call(a.url, 'POST', '/api/public/token/refresh', null, {
          refreshToken: onA.body.refreshToken,
        })
      ).status,
    ).toBe(401);
    const signedIn = await call<{ accessToken: string }>(
      a.url,
      'POST',
      '/api/public/token/new',
      null,
      { emailAddress: email, password: 'Motdepasse1!' },
    );
    const auth = { authorization: `Bearer ${signedIn.body.accessToken}` };

    // Edit on both.
    const doc = (await call<DuerpDocument>(a.url, 'POST', '/api/duerp/create', auth)).body;
    expect(
      (
        await call(
          b.url,
          'POST',
          `/api/duerp/${doc.id}/update-infosentreprise`,
          auth,
          VALID_ENTREPRISE,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(a.url, 'POST', `/api/duerp/${doc.id}/update-list-unitesdetravail`, auth, {
          unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(b.url, 'POST', `/api/duerp/${doc.id}/update-list-risques`, auth, {
          idUniteDeTravail: 'u1',
          categorieDeRisques: [categorie('c1', 'Chutes')],
          risques: [risqueInput('r1', 'c1', 'Glissade')],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          a.url,
          'POST',
          `/api/duerp/${doc.id}/update-risque`,
          auth,
          evaluation('r1', 'c1', 2, 2, 2),
        )
      ).status,
    ).toBe(200);

    // Generate on A, download on B.
    const version = await call<{ id: string }>(
      a.url,
      'POST',
      `/api/duerp/${doc.id}/generate`,
      auth,
      {
        notesDeVersion: '',
        displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
      },
    );
    expect(version.status).toBe(200);
    const pdf = await fetch(
      `${b.url}/api/duerp/${doc.id}/versions/${version.body.id}/downloaddemo`,
      { headers: auth },
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Pay on A; Stripe's webhook lands on B, twice; A reports the payment, applied once.
    const profile = await call<{ id: string }>(
      b.url,
      'POST',
      '/api/myaccount/mybillingprofiles/upsert',
      auth,
      BILLING_ADDRESS,
    );
    const init = await call<{ checkoutUrl: string }>(a.url, 'POST', '/api/payment/init', auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: doc.id,
      billingProfileId: profile.body.id,
      successUrl: 'http://localhost:3000/after-payment?subscriptionId={SUBSCRIPTION_ID}',
      cancelUrl: 'http://localhost:3000/checkout',
    });
    expect(init.status).toBe(200);
    const subscriptionId = instances.lastCheckoutMetadata().get('metadata[subscriptionId]')!;
    const payload = JSON.stringify({
      id: `evt_two_${subscriptionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_two',
          object: 'checkout.session',
          metadata: { subscriptionId },
          subscription: 'sub_two',
          customer: 'cus_two',
          payment_status: 'paid',
        },
      },
    });
    const signature = new Stripe('sk_test_two').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    for (const server of [b, b, a]) {
      const res = await fetch(`${server.url}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(res.status).toBe(200);
    }
    expect(
      (
        await call<{ isPaymentSuccess: boolean }>(
          a.url,
          'POST',
          '/api/payment/checksuccess',
          auth,
          { subscriptionId },
        )
      ).body,
    ).toEqual({ isPaymentSuccess: true, paymentState: 'paid' });
    const after = await call<DuerpDocument>(b.url, 'GET', `/api/duerp/${doc.id}`, auth);
    expect(after.body.paymentStatus_Derivated).toBe('IN_PAID_PERIOD');
    const subscriptions = await call<unknown[]>(
      a.url,
      'GET',
      '/api/myaccount/mysubscriptions',
      auth,
    );
    expect(subscriptions.body).toHaveLength(1);
  }, 180_000);
});
