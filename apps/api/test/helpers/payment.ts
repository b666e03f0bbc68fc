import { expect } from 'vitest';
import type { BillingProfile } from '@duerp/domain/payment';
import { completeDocument, generate } from './duerp.js';
import { createAccount, type TestApp } from './test-app.js';

type Auth = { authorization: string };

export const BILLING_ADDRESS = {
  name: 'Boulangerie Martin SARL',
  line1: '12 rue des Lilas',
  line2: '',
  postalCode: '69003',
  city: 'Lyon',
  country: 'France',
  vatNumber: 'FR12732829320',
};

export async function createBillingProfile(t: TestApp, auth: Auth): Promise<BillingProfile> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/myaccount/mybillingprofiles/upsert',
    headers: auth,
    payload: BILLING_ADDRESS,
  });
  if (res.statusCode !== 200) throw new Error(`billing profile: ${res.body}`);
  return res.json<BillingProfile>();
}

export function initPayment(t: TestApp, auth: Auth, body: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/init',
    headers: auth,
    payload: {
      successUrl: `${t.env.PUBLIC_URL}/after-payment?duerpId=${body.duerpDocId ?? ''}&subscriptionId={SUBSCRIPTION_ID}`,
      cancelUrl: `${t.env.PUBLIC_URL}/checkout?plan=${body.planId ?? ''}`,
      ...body,
    },
  });
}

/** Goes through the test provider's checkout page and presses "Payer"; returns the redirect. */
export async function payOnTestCheckout(t: TestApp, checkoutUrl: string) {
  const path = new URL(checkoutUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  if (!page.body.includes('Paiement de test')) throw new Error('not the test checkout page');
  return t.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** The plan prices (HT) that the payment tests' figures assume. */
export const TEST_PRICES = { STANDARD_PLAN_PRICE_HT: '99', PREMIUM_PLAN_PRICE_HT: '299' };

/** The calls of the payment tests, on the app their file creates (read when called). */
export function paymentCalls(app: () => TestApp) {
  const get = async <T>(auth: Auth, url: string) =>
    (await app().app.inject({ method: 'GET', url, headers: auth })).json<T>();
  const post = (auth: Auth, url: string, payload: unknown) =>
    app().app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

  /** A user with a finalised DUERP (one version) and a billing profile. */
  async function buyer() {
    const t = app();
    const account = await createAccount(t);
    const doc = await completeDocument(t, account.auth);
    const version = (await generate(t, account.auth, doc.id)).json<{ id: string }>().id;
    const profile = await createBillingProfile(t, account.auth);
    return { account, doc, version, profile };
  }

  /** Buys the standard plan for the document through the test checkout; answers the subscription's id. */
  async function buyStandard(
    auth: Auth,
    duerpDocId: string,
    billingProfileId: string,
    couponCode?: string,
  ) {
    const init = await initPayment(app(), auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId,
      billingProfileId,
      ...(couponCode ? { couponCode } : {}),
    });
    expect(init.statusCode, init.body).toBe(200);
    const paid = await payOnTestCheckout(app(), init.json().checkoutUrl);
    expect(paid.statusCode).toBe(303);
    return new URL(paid.headers.location as string).searchParams.get('subscriptionId')!;
  }

  return { get, post, buyer, buyStandard };
}
