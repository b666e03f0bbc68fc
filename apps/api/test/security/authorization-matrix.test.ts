import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain';
import { accounts } from '../../src/db/schema/index.js';
import { createAccount, createTestApp, type TestApp } from '../helpers/test-app.js';
import { completeDocument, evaluation, generate } from '../helpers/duerp.js';
import {
  BILLING_ADDRESS,
  createBillingProfile,
  initPayment,
  payOnTestCheckout,
} from '../helpers/payment.js';

/**
 * Every registered API route called as anonymous, as another user, as a VIP (another user too)
 * and as the owner. A route missing from this table fails the test, so a new route cannot ship
 * without its authorization rule.
 */
type Caller = 'anonymous' | 'other' | 'vip' | 'owner';
interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Fixture {
  doc: DuerpDocument;
  version: string;
  profile: string;
  subscription: string;
  invoicePath: string;
  portalPath: string;
  checkout: string;
  refreshToken: string;
}
type Expect = Record<Caller, number | number[]>;

const PUBLIC = (status: number | number[]): Expect => ({
  anonymous: status,
  other: status,
  vip: status,
  owner: status,
});
/** Signed-in calls about the caller's own account: everyone signed in gets an answer. */
const ACCOUNT = (status = 200): Expect => ({
  anonymous: 401,
  other: status,
  vip: status,
  owner: status,
});
/** Calls on the owner's resources: 404 to anyone else, never a leak. */
const OWNED = (status = 200): Expect => ({ anonymous: 401, other: 404, vip: 404, owner: status });

const IMPORT_FILE = {
  fileName: 'risques.csv',
  contentBase64: Buffer.from(
    'Unité de travail;Catégorie;Risque\nAtelier;Bruit;Machines\n',
  ).toString('base64'),
};

const MATRIX: Record<string, { call: (f: Fixture) => Call; expect: Expect }> = {
  'GET /api/health': { call: () => ({ url: '/api/health' }), expect: PUBLIC(200) },
  'GET /api/public/operator': {
    call: () => ({ url: '/api/public/operator' }),
    expect: PUBLIC(200),
  },
  'GET /api/public/prices': { call: () => ({ url: '/api/public/prices' }), expect: PUBLIC(200) },
  'GET /api/public/captcha/challenge': {
    call: () => ({ url: '/api/public/captcha/challenge' }),
    expect: PUBLIC(200),
  },
  'POST /api/public/account/info': {
    call: () => ({ url: '/api/public/account/info', payload: { emailAddress: 'x@exemple.fr' } }),
    expect: PUBLIC(200),
  },
  'POST /api/public/token/new': {
    call: () => ({
      url: '/api/public/token/new',
      payload: { emailAddress: 'x@exemple.fr', password: 'Faux-mdp1!' },
    }),
    expect: PUBLIC(401),
  },
  'POST /api/public/token/dg': {
    call: () => ({
      url: '/api/public/token/dg',
      payload: { em: 'x@exemple.fr', dmk: 'k', dut: 't' },
    }),
    expect: PUBLIC(401),
  },
  'POST /api/public/account/create': {
    call: () => ({
      url: '/api/public/account/create',
      payload: { emailAddress: 'x@exemple.fr', newPassword: 'Motdepasse1!', captchaToken: 'faux' },
    }),
    expect: PUBLIC(400),
  },
  'POST /api/public/resetpwd/sendlink': {
    call: () => ({
      url: '/api/public/resetpwd/sendlink',
      payload: { emailAddress: 'x@exemple.fr' },
    }),
    expect: PUBLIC(200),
  },
  'POST /api/public/resetpwd/reset': {
    call: () => ({
      url: '/api/public/resetpwd/reset',
      payload: {
        resetPasswordToken: 'faux',
        emailAddress: 'x@exemple.fr',
        newPassword: 'Motdepasse1!',
      },
    }),
    expect: PUBLIC(400),
  },
  'POST /api/public/token/refresh': {
    call: () => ({ url: '/api/public/token/refresh', payload: { refreshToken: 'inconnu' } }),
    expect: PUBLIC(401),
  },
  'POST /api/public/contact': {
    call: () => ({
      url: '/api/public/contact',
      payload: {
        emailAddress: 'x@exemple.fr',
        name: 'X',
        phoneNumber: '',
        userMessage: 'Bonjour',
        captchaToken: 'faux',
      },
    }),
    expect: PUBLIC(400),
  },
  'POST /api/payment/webhook': {
    call: () => ({ url: '/api/payment/webhook', payload: {} }),
    expect: PUBLIC(400),
  },
  'GET /api/payment/test-checkout/:id': {
    call: (f) => ({ url: `/api/payment/test-checkout/${f.subscription}` }),
    expect: PUBLIC(200),
  },
  'POST /api/payment/test-checkout/:id/pay': {
    call: (f) => ({
      url: `/api/payment/test-checkout/${f.checkout}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    }),
    // 409: the checkout was cancelled above through its capability URL, and can no longer be paid.
    expect: PUBLIC([303, 409]),
  },
  'POST /api/payment/test-checkout/:id/cancel': {
    call: (f) => ({
      url: `/api/payment/test-checkout/${f.checkout}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    }),
    expect: PUBLIC(303),
  },
  'GET /api/payment/test-portal': { call: (f) => ({ url: f.portalPath }), expect: PUBLIC(200) },
  'GET /api/payment/test-portal/invoices/:id': {
    call: (f) => ({ url: f.invoicePath }),
    expect: PUBLIC(200),
  },

  'POST /api/myaccount/logout': {
    call: () => ({ url: '/api/myaccount/logout', payload: {} }),
    expect: ACCOUNT(),
  },
  'GET /api/myaccount/info': { call: () => ({ url: '/api/myaccount/info' }), expect: ACCOUNT() },
  'POST /api/myaccount/sendresetpwdemail': {
    call: () => ({ url: '/api/myaccount/sendresetpwdemail' }),
    expect: ACCOUNT(),
  },
  'GET /api/myaccount/getprices': {
    call: () => ({ url: '/api/myaccount/getprices' }),
    expect: ACCOUNT(),
  },
  'GET /api/myaccount/mysubscriptions': {
    call: () => ({ url: '/api/myaccount/mysubscriptions' }),
    expect: ACCOUNT(),
  },
  'GET /api/myaccount/mybillingprofiles': {
    call: () => ({ url: '/api/myaccount/mybillingprofiles' }),
    expect: ACCOUNT(),
  },
  'POST /api/payment/checkcoupon': {
    call: () => ({ url: '/api/payment/checkcoupon', payload: { couponCode: 'AUCUN' } }),
    expect: ACCOUNT(),
  },
  'GET /api/duerp/list': { call: () => ({ url: '/api/duerp/list' }), expect: ACCOUNT() },
  'POST /api/duerp/create': { call: () => ({ url: '/api/duerp/create' }), expect: ACCOUNT() },
  'GET /api/contact/defaults': {
    call: () => ({ url: '/api/contact/defaults' }),
    expect: ACCOUNT(),
  },
  'POST /api/contact': {
    call: () => ({
      url: '/api/contact',
      payload: { emailAddress: 'x@exemple.fr', name: 'X', phoneNumber: '', userMessage: 'Bonjour' },
    }),
    expect: ACCOUNT(),
  },

  'GET /api/duerp/:id': { call: (f) => ({ url: `/api/duerp/${f.doc.id}` }), expect: OWNED() },
  'POST /api/duerp/duplicate/:id': {
    call: (f) => ({ url: `/api/duerp/duplicate/${f.doc.id}` }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-infosentreprise': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-infosentreprise`,
      payload: { ...f.doc.data.entreprise, nom: 'Intrus' },
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-list-unitesdetravail': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-list-unitesdetravail`,
      payload: {
        unitesDeTravail: f.doc.data.unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
          idUniteDeTravail,
          displayName,
        })),
      },
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/duplicate-unitedetravail': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/duplicate-unitedetravail`,
      payload: {
        idUniteDeTravail: f.doc.data.unitesDeTravail[0]?.idUniteDeTravail,
        displayName: 'Copie',
      },
    }),
    expect: OWNED(),
  },
  'GET /api/duerpmasterdata/risques': {
    call: (f) => ({ url: `/api/duerpmasterdata/risques?duerpDocId=${f.doc.id}` }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-list-risques': {
    call: (f) => {
      const unite = f.doc.data.unitesDeTravail[0]!;
      return {
        url: `/api/duerp/${f.doc.id}/update-list-risques`,
        payload: {
          idUniteDeTravail: unite.idUniteDeTravail,
          categorieDeRisques: unite.categorieDeRisques,
          risques: unite.risques.map(
            ({ idRisque, idCategorie, code, displayName, danger, remarques, isUserDefined }) => ({
              idRisque,
              idCategorie,
              code,
              displayName,
              danger,
              remarques,
              isUserDefined,
            }),
          ),
        },
      };
    },
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-risque': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-risque`,
      payload: evaluation('r1', 'c1', 1, 1, 1),
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-effectif-unite': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-effectif-unite`,
      payload: { idUniteDeTravail: 'u1', effectif: 4, effectifFemmes: 1 },
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-penibilite-unite': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-penibilite-unite`,
      payload: { idUniteDeTravail: 'u1', expositionsPenibilite: [] },
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/update-toggle-papripact': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-toggle-papripact`,
      payload: { isPapripactEnabled: false },
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/upsert-action-preventive-papripact': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/upsert-action-preventive-papripact`,
      payload: {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Tapis',
        responsable: 'Chef',
        budget: '',
        date: '2026-12-01',
        statut: 'En cours',
      },
    }),
    expect: OWNED(),
  },
  'DELETE /api/duerp/:id/delete-action-preventive-papripact': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/delete-action-preventive-papripact`,
      payload: { idAction: 'inconnue', idUniteDeTravail: 'u1' },
    }),
    expect: { anonymous: 401, other: 404, vip: 404, owner: 404 },
  },
  'POST /api/duerp/:id/generate': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/generate`,
      payload: { notesDeVersion: '', displayOptions: f.doc.data.displayOptions },
    }),
    expect: OWNED(),
  },
  'GET /api/duerp/:id/versions/list': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/list` }),
    expect: OWNED(),
  },
  'GET /api/duerp/:id/versions/:versionId/download': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/download` }),
    expect: OWNED(),
  },
  'GET /api/duerp/:id/versions/:versionId/downloaddemo': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/downloaddemo` }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/access-notice': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/access-notice`,
      payload: { lieu: 'Accueil', personne: 'La direction', horaires: '9 h – 17 h' },
    }),
    expect: OWNED(),
  },
  'GET /api/duerp/:id/share-links': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/share-links` }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/share-links': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/share-links`, payload: { label: 'CSE' } }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/share-links/:linkId/revoke': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/share-links/${f.version}/revoke` }),
    expect: { anonymous: 401, other: 404, vip: 404, owner: 404 },
  },
  'GET /api/public/partage/:token': {
    call: () => ({ url: `/api/public/partage/${'a'.repeat(43)}` }),
    expect: PUBLIC(404),
  },
  'GET /api/public/partage/:token/versions/:versionId/download': {
    call: (f) => ({ url: `/api/public/partage/${'a'.repeat(43)}/versions/${f.version}/download` }),
    expect: PUBLIC(404),
  },
  'GET /api/public/verifier/code/:code': {
    call: () => ({ url: '/api/public/verifier/code/ABCDE-12345' }),
    expect: PUBLIC(200),
  },
  'GET /api/myaccount/archive': {
    call: () => ({ url: '/api/myaccount/archive' }),
    expect: ACCOUNT(),
  },
  'POST /api/public/verifier/empreinte': {
    call: () => ({ url: '/api/public/verifier/empreinte', payload: { sha256: '0'.repeat(64) } }),
    expect: PUBLIC(200),
  },
  'GET /api/duerp/:id/versions/:versionId/download-xlsx': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/download-xlsx` }),
    expect: OWNED(),
  },
  'GET /api/duerp/:id/versions/:versionId/download-docx': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/download-docx` }),
    expect: OWNED(),
  },
  'GET /api/duerp/import-template/:format': {
    call: () => ({ url: '/api/duerp/import-template/csv' }),
    expect: ACCOUNT(),
  },
  'POST /api/duerp/:id/import/preview': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/import/preview`, payload: IMPORT_FILE }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/import/confirm': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/import/confirm`, payload: IMPORT_FILE }),
    expect: OWNED(),
  },
  'POST /api/myaccount/mybillingprofiles/upsert': {
    call: (f) => ({
      url: '/api/myaccount/mybillingprofiles/upsert',
      payload: { ...BILLING_ADDRESS, id: f.profile },
    }),
    expect: OWNED(),
  },
  'POST /api/payment/init': {
    call: (f) => ({
      url: '/api/payment/init',
      payload: {
        planId: 'SUBPLAN_STANDARD',
        duerpDocId: f.doc.id,
        billingProfileId: f.profile,
        successUrl: 'http://localhost:3000/after-payment',
        cancelUrl: 'http://localhost:3000/checkout',
      },
    }),
    expect: { anonymous: 401, other: 404, vip: 404, owner: 400 }, // the owner's DUERP is already bought
  },
  'POST /api/payment/manage': {
    call: (f) => ({
      url: '/api/payment/manage',
      payload: { returnUrl: 'http://localhost:3000/my-account', billingProfileId: f.profile },
    }),
    expect: OWNED(),
  },
  'POST /api/payment/checksuccess': {
    call: (f) => ({
      url: '/api/payment/checksuccess',
      payload: { subscriptionId: f.subscription },
    }),
    expect: OWNED(),
  },
  'POST /api/payment/toggleautorenew': {
    call: (f) => ({
      url: '/api/payment/toggleautorenew',
      payload: { subscriptionId: f.subscription, shouldEnableAutoRenew: true },
    }),
    expect: OWNED(),
  },
  'POST /api/duerp/:id/signaler-evenement': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/signaler-evenement`,
      payload: { type: 'autre', date: '2026-01-05', description: 'Nouvelle machine' },
    }),
    expect: OWNED(),
  },
  'PUT /api/duerp/:id/versions/:versionId/consultation': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/versions/${f.version}/consultation`,
      payload: {
        dateConsultationCse: null,
        avisCse: 'favorable',
        commentaires: '',
        dateEnvoiSpst: null,
      },
    }),
    expect: OWNED(),
  },
  'GET /api/myaccount/reminder-preferences': {
    call: () => ({ url: '/api/myaccount/reminder-preferences' }),
    expect: ACCOUNT(),
  },
  'PUT /api/myaccount/reminder-preferences': {
    call: () => ({
      url: '/api/myaccount/reminder-preferences',
      payload: { mise_a_jour_annuelle: true, actions_en_retard: true },
    }),
    expect: ACCOUNT(),
  },
  // The token is the credential: a page for anyone, a forged token refused.
  'GET /api/public/reminders/unsubscribe': {
    call: () => ({ url: '/api/public/reminders/unsubscribe?token=faux.jeton' }),
    expect: PUBLIC(200),
  },
  'POST /api/public/reminders/unsubscribe': {
    call: () => ({ url: '/api/public/reminders/unsubscribe?token=faux.jeton' }),
    expect: PUBLIC(400),
  },
  'DELETE /api/duerp/:id': { call: (f) => ({ url: `/api/duerp/${f.doc.id}` }), expect: OWNED() },
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
  callers = { owner, other: await createAccount(t), vip: await createAccount(t, { isVip: true }) };
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
  };
}, 120_000);
afterAll(() => t.close());

function send(caller: Caller, call: Call, method: string) {
  const headers = {
    ...(call.headers ?? {}),
    ...(caller === 'anonymous' ? {} : callers[caller].auth),
  };
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

  it('answers each caller as expected, and nobody but the owner changes the owner’s data', async () => {
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
    for (const caller of ['anonymous', 'other', 'vip'] as const) {
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
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (key.endsWith('/cancel')) continue; // the pending checkout is paid below
      const method = key.split(' ')[0]!;
      const res = await send('owner', entry.call(fixture), method);
      const expected = [entry.expect.owner].flat();
      if (!expected.includes(res.statusCode))
        failures.push(
          `owner ${key}: ${res.statusCode} (attendu ${expected.join('|')}) ${res.body.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
  });

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
