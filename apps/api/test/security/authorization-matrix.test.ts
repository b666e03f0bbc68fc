import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain';
import { accounts } from '../../src/db/schema/index.js';
import { createAccount, createTestApp, type TestApp } from '../helpers/test-app.js';
import { completeDocument, generate } from '../helpers/duerp.js';
import { joinEspace } from '../helpers/espaces.js';
import { createBillingProfile, initPayment, payOnTestCheckout } from '../helpers/payment.js';
import type { Call, Caller, Fixture } from './route-access.js';
import { ACCOUNT_ROUTES } from './route-access-accounts.js';
import { ESPACE_ROUTES } from './route-access-espaces.js';
import { DOCUMENT_PART_ROUTES } from './route-access-document-parts.js';
import { DOCUMENT_ROUTES } from './route-access-documents.js';

const MATRIX = {
  ...ACCOUNT_ROUTES,
  ...DOCUMENT_ROUTES,
  ...DOCUMENT_PART_ROUTES,
  ...ESPACE_ROUTES,
};

/** Documentation and the SPA are not data routes. */
const IGNORED = (method: string, url: string) =>
  method === 'HEAD' || url.startsWith('/api/docs') || !url.startsWith('/api');

let t: TestApp;
let callers: Record<Exclude<Caller, 'anonymous'>, { auth: Record<string, string> }>;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp();
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
  callers = {
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
  fixture = {
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
}, 120_000);
afterAll(() => t.close());

let baseUrl: string | undefined;

/** A stream's answer: its status, read from a real socket, then the stream closed. */
async function openStream(url: string, headers: Record<string, string>) {
  baseUrl ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, { headers, signal: controller.signal });
  const body = response.ok ? '' : await response.text();
  controller.abort();
  return { statusCode: response.status, body };
}

function send(caller: Caller, call: Call, method: string) {
  const headers = {
    ...(call.headers ?? {}),
    ...(caller === 'anonymous' ? {} : callers[caller].auth),
  };
  if (call.stream) return openStream(call.url, headers);
  return t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers,
    payload: call.payload as string,
  });
}

describe('authorization matrix', () => {
  it('has an entry for every registered API route', () => {
    const registered = t.app.routeTable
      .filter((r) => !IGNORED(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers each caller as expected, and nobody without the right changes the owner’s data', async () => {
    const snapshot = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/duerp/${fixture.doc.id}`,
          headers: callers.owner.auth,
        })
      ).json<DuerpDocument>();
    const before = await snapshot();
    const failures: string[] = [];
    for (const caller of ['anonymous', 'other', 'vip', 'lecteur', 'removed'] as const) {
      for (const [key, entry] of Object.entries(MATRIX)) {
        if (key.includes('test-checkout') && key.endsWith('pay')) continue; // a capability URL: exercised once, below
        const method = key.split(' ')[0]!;
        const res = await send(caller, entry.call(fixture), method);
        const expected = [entry.expect[caller]].flat();
        if (!expected.includes(res.statusCode))
          failures.push(`${caller} ${key}: ${res.statusCode} (attendu ${expected.join('|')})`);
      }
    }
    expect(failures).toEqual([]);
    const after = await snapshot();
    expect(after.revision).toBe(before.revision);
    expect(after.data).toEqual(before.data);
    for (const caller of ['editeur', 'owner'] as const) {
      for (const [key, entry] of Object.entries(MATRIX)) {
        if (key.endsWith('/cancel')) continue; // the pending checkout is paid below
        if (caller === 'editeur' && key.includes('test-checkout')) continue;
        const method = key.split(' ')[0]!;
        const res = await send(caller, entry.call(fixture), method);
        const expected = [entry.expect[caller]].flat();
        if (!expected.includes(res.statusCode))
          failures.push(
            `${caller} ${key}: ${res.statusCode} (attendu ${expected.join('|')}) ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // About 700 requests, versions and PDFs among them: more than the default per-test timeout on
    // a busy 2-core machine.
  }, 240_000);

  it('refuses the still-valid access token of a deleted account on every signed-in route', async () => {
    const gone = await createAccount(t);
    await t.app.deps.db.delete(accounts).where(eq(accounts.id, gone.id));
    const failures: string[] = [];
    for (const [key, entry] of Object.entries(MATRIX)) {
      // Public routes (sign-in and refresh answer 401 to everyone) do not read the bearer token.
      if (entry.expect.anonymous !== 401 || entry.expect.owner === 401) continue;
      const call = entry.call(fixture);
      const res = await t.app.inject({
        method: key.split(' ')[0] as 'GET',
        url: call.url,
        headers: { ...(call.headers ?? {}), ...gone.auth },
        payload: call.payload as string,
      });
      const message = res.json<{ message?: string }>().message;
      if (
        res.statusCode !== 401 ||
        message !== "Ce compte n'existe plus. Veuillez vous reconnecter."
      )
        failures.push(`${key}: ${res.statusCode} ${message}`);
    }
    expect(failures).toEqual([]);
  });
});
