import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, type TestApp } from '../helpers/test-app.js';
import { completeDocument, generate } from '../helpers/duerp.js';
import { joinEspace } from '../helpers/espaces.js';
import { createBillingProfile, initPayment, payOnTestCheckout } from '../helpers/payment.js';
import type { Caller, Fixture } from './route-access.js';
import { ACCOUNT_ROUTES } from './route-access-accounts.js';
import { CHEMICAL_ROUTES, DUERP_CHEMICAL_ROUTES } from './route-access-chemicals.js';
import { ESPACE_ROUTES } from './route-access-espaces.js';
import { DOCUMENT_PART_ROUTES } from './route-access-document-parts.js';
import { DOCUMENT_ROUTES } from './route-access-documents.js';
import { RPS_ROUTES } from './route-access-rps.js';

/** Every API route with a call and what each caller gets, in the order the calls run. */
export const ROUTE_MATRIX = {
  ...ACCOUNT_ROUTES,
  ...DOCUMENT_ROUTES,
  ...RPS_ROUTES,
  ...DUERP_CHEMICAL_ROUTES,
  ...DOCUMENT_PART_ROUTES,
  ...ESPACE_ROUTES,
  ...CHEMICAL_ROUTES,
};

export type Callers = Record<Exclude<Caller, 'anonymous'>, { auth: Record<string, string> }>;

/**
 * An owner with everything the calls of the route table act on (a complete document and its
 * version, a billing profile, a paid subscription and a pending checkout, a second espace), and
 * the other callers: a Lecteur, an Éditeur and a removed member of the owner's espace, strangers.
 */
export async function buildRouteFixture(
  t: TestApp,
): Promise<{ fixture: Fixture; callers: Callers }> {
  const owner = await createAccount(t);
  const [lecteur, editeur, removed] = [
    await createAccount(t),
    await createAccount(t),
    await createAccount(t),
  ];
  await joinEspace(t, owner, lecteur, 'lecteur');
  await joinEspace(t, owner, editeur, 'editeur');
  await joinEspace(t, owner, removed, 'editeur');
  await t.app.inject({
    method: 'DELETE',
    url: `/api/espaces/${owner.espaceId}/members/${removed.id}`,
    headers: owner.auth,
  });
  const solo = await t.app.inject({
    method: 'POST',
    url: '/api/espaces',
    headers: owner.auth,
    payload: { name: 'Seul' },
  });
  const callers: Callers = {
    owner,
    other: await createAccount(t),
    vip: await createAccount(t, { isVip: true }),
    // Members act on the owner's espace (X-Espace-Id); the others on their own.
    lecteur: { auth: { ...lecteur.auth, 'x-espace-id': owner.espaceId } },
    editeur: { auth: { ...editeur.auth, 'x-espace-id': owner.espaceId } },
    removed: { auth: { ...removed.auth, 'x-espace-id': owner.espaceId } },
  };
  const doc = await completeDocument(t, owner.auth);
  const version = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
  const profile = await createBillingProfile(t, owner.auth);
  const init = await initPayment(t, owner.auth, {
    planId: 'SUBPLAN_STANDARD',
    duerpDocId: doc.id,
    billingProfileId: profile.id,
  });
  const paid = await payOnTestCheckout(t, init.json().checkoutUrl as string);
  const subscription = new URL(paid.headers.location as string).searchParams.get('subscriptionId')!;
  const manage = await t.app.inject({
    method: 'POST',
    url: '/api/payment/manage',
    headers: owner.auth,
    payload: { returnUrl: `${t.env.PUBLIC_URL}/my-account`, billingProfileId: profile.id },
  });
  const portal = new URL(manage.json().managePageUrl as string);
  const portalPage = await t.app.inject({
    method: 'GET',
    url: `${portal.pathname}${portal.search}`,
  });
  const invoicePath = /href="([^"]+invoices[^"]+)"/
    .exec(portalPage.body)![1]!
    .replace(/&amp;/g, '&');
  // A second, pending checkout for the pay/cancel pages (the premium plan is still purchasable).
  const pending = await initPayment(t, owner.auth, {
    planId: 'SUBPLAN_PREMIUM',
    billingProfileId: profile.id,
  });
  const checkout = new URL(pending.json().checkoutUrl as string).pathname.split('/').at(-1)!;
  const current = (
    await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth })
  ).json<DuerpDocument>();
  const fixture: Fixture = {
    doc: current,
    version,
    profile: profile.id,
    subscription,
    invoicePath,
    portalPath: `${portal.pathname}${portal.search}`,
    checkout,
    refreshToken: '',
    espace: owner.espaceId,
    soloEspace: solo.json<{ id: string }>().id,
  };
  return { fixture, callers };
}
