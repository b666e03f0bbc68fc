import { BILLING_ADDRESS } from '../helpers/payment.js';
import { ESPACE, OWNED, PERSON, PUBLIC, type RouteAccess } from './route-access.js';

/** The public routes and those of the account, payment and contact. */
export const ACCOUNT_ROUTES: RouteAccess = {
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
    expect: PERSON(),
  },
  'GET /api/myaccount/info': {
    call: () => ({ url: '/api/myaccount/info' }),
    expect: ESPACE('read'),
  },
  'POST /api/myaccount/display-name': {
    call: () => ({ url: '/api/myaccount/display-name', payload: { displayName: 'Marie Martin' } }),
    expect: PERSON(),
  },
  'POST /api/myaccount/sendresetpwdemail': {
    call: () => ({ url: '/api/myaccount/sendresetpwdemail' }),
    expect: PERSON(),
  },
  'GET /api/myaccount/getprices': {
    call: () => ({ url: '/api/myaccount/getprices' }),
    expect: ESPACE('read'),
  },
  'GET /api/myaccount/mysubscriptions': {
    call: () => ({ url: '/api/myaccount/mysubscriptions' }),
    expect: ESPACE('manage'),
  },
  'GET /api/myaccount/mybillingprofiles': {
    call: () => ({ url: '/api/myaccount/mybillingprofiles' }),
    expect: ESPACE('manage'),
  },
  'POST /api/payment/checkcoupon': {
    call: () => ({ url: '/api/payment/checkcoupon', payload: { couponCode: 'AUCUN' } }),
    expect: ESPACE('manage'),
  },
  'GET /api/contact/defaults': {
    call: () => ({ url: '/api/contact/defaults' }),
    expect: PERSON(),
  },
  'POST /api/contact': {
    call: () => ({
      url: '/api/contact',
      payload: { emailAddress: 'x@exemple.fr', name: 'X', phoneNumber: '', userMessage: 'Bonjour' },
    }),
    expect: PERSON(),
  },

  'GET /api/public/partage/:token': {
    call: () => ({ url: `/api/public/partage/${'a'.repeat(43)}` }),
    expect: PUBLIC(404),
  },
  'POST /api/public/partage/:token/observations': {
    call: () => ({
      url: `/api/public/partage/${'a'.repeat(43)}/observations`,
      payload: { idUniteDeTravail: 'u1', texte: 'Sol glissant', captchaToken: 'x' },
    }),
    expect: PUBLIC(404),
  },
  'GET /api/public/partage/:token/versions/:versionId/download': {
    call: (f) => ({ url: `/api/public/partage/${'a'.repeat(43)}/versions/${f.version}/download` }),
    expect: PUBLIC(404),
  },
  'GET /api/public/partage/:token/photos': {
    call: () => ({ url: `/api/public/partage/${'a'.repeat(43)}/photos` }),
    expect: PUBLIC(404),
  },
  'GET /api/public/partage/:token/photos/:photoId': {
    call: (f) => ({ url: `/api/public/partage/${'a'.repeat(43)}/photos/${f.version}` }),
    expect: PUBLIC(404),
  },
  'GET /api/public/verifier/code/:code': {
    call: () => ({ url: '/api/public/verifier/code/ABCDE-12345' }),
    expect: PUBLIC(200),
  },
  'GET /api/myaccount/archive': {
    call: () => ({ url: '/api/myaccount/archive' }),
    expect: ESPACE('manage'),
  },
  'POST /api/public/verifier/empreinte': {
    call: () => ({ url: '/api/public/verifier/empreinte', payload: { sha256: '0'.repeat(64) } }),
    expect: PUBLIC(200),
  },
  'POST /api/myaccount/mybillingprofiles/upsert': {
    call: (f) => ({
      url: '/api/myaccount/mybillingprofiles/upsert',
      payload: { ...BILLING_ADDRESS, id: f.profile },
    }),
    expect: OWNED('manage'),
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
    expect: OWNED('manage', 400), // the owner's DUERP is already bought
  },
  'POST /api/payment/manage': {
    call: (f) => ({
      url: '/api/payment/manage',
      payload: { returnUrl: 'http://localhost:3000/my-account', billingProfileId: f.profile },
    }),
    expect: OWNED('manage'),
  },
  'POST /api/payment/checksuccess': {
    call: (f) => ({
      url: '/api/payment/checksuccess',
      payload: { subscriptionId: f.subscription },
    }),
    expect: OWNED('manage'),
  },
  'POST /api/payment/toggleautorenew': {
    call: (f) => ({
      url: '/api/payment/toggleautorenew',
      payload: { subscriptionId: f.subscription, shouldEnableAutoRenew: true },
    }),
    expect: OWNED('manage'),
  },
  'GET /api/myaccount/reminder-preferences': {
    call: () => ({ url: '/api/myaccount/reminder-preferences' }),
    expect: PERSON(),
  },
  'PUT /api/myaccount/reminder-preferences': {
    call: () => ({
      url: '/api/myaccount/reminder-preferences',
      payload: { mise_a_jour_annuelle: true, actions_en_retard: true },
    }),
    expect: PERSON(),
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
};
