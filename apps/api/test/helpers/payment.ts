import type { BillingProfile } from '@duerp/domain';
import type { TestApp } from './test-app.js';

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
