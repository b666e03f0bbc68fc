/** A standard purchase with the test provider: checkout, invoices, cancel, refusals. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { Subscription } from '@duerp/domain/payment';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp } from '../../../../test/helpers/duerp.js';
import {
  createBillingProfile,
  initPayment,
  payOnTestCheckout,
  paymentCalls,
  TEST_PRICES,
} from '../../../../test/helpers/payment.js';
import { invoices } from '../../../db/schema/index.js';
import { couponCreate } from '../admin/admin.service.js';

const t = useTestApp(TEST_PRICES);
const { get, post, buyer, buyStandard } = paymentCalls(() => t);

describe('standard purchase with the test provider', () => {
  it('goes checkout → Payer → success URL, then the DUERP is in full access with an invoice', async () => {
    const { account, doc, version, profile } = await buyer();
    await couponCreate(t.app.deps, 'PROMO25', '25');
    const init = await initPayment(t, account.auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: doc.id,
      billingProfileId: profile.id,
      couponCode: 'promo25',
    });
    expect(init.statusCode).toBe(200);
    const checkoutUrl: string = init.json().checkoutUrl;
    expect(checkoutUrl).toMatch(/\/api\/payment\/test-checkout\/[0-9a-f-]{36}$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Paiement de test');
    expect(page.body).toContain('74,25 € HT'); // 99 − 25 %
    expect(page.body).toContain('14,85 €'); // TVA
    expect(page.body).toContain('89,10 €'); // TTC, the first year
    expect(page.body).toContain('Puis, chaque année</td><td class="num">118,80 € TTC'); // renewals
    expect(page.body).toContain('PROMO25');
    const subscriptionId = new URL(
      (await payOnTestCheckout(t, checkoutUrl)).headers.location as string,
    ).searchParams.get('subscriptionId')!;
    expect(
      (await post(account.auth, '/api/payment/checksuccess', { subscriptionId })).json(),
    ).toEqual({ isPaymentSuccess: true, paymentState: 'paid' });
    const after = await get<DuerpDocument>(account.auth, `/api/duerp/${doc.id}`);
    expect(after).toMatchObject({
      paymentStatus_Derivated: 'IN_PAID_PERIOD',
      isPurchased: true,
      hasFullAccess_Derivated: true,
    });
    expect(new Date(after.purchasedUntilDate!).getUTCFullYear()).toBe(
      new Date().getUTCFullYear() + 1,
    );
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/${version}/download`,
      headers: account.auth,
    });
    expect(full.statusCode).toBe(200);
    const subs = await get<Subscription[]>(account.auth, '/api/myaccount/mysubscriptions');
    expect(subs).toMatchObject([
      {
        id: subscriptionId,
        isActive: true,
        isAutoRenew: true,
        // What was paid (99 − 25 %); renewals at the price sold, 99 € HT.
        recurringPriceHT: 74.25,
        recurringPriceTTC: 89.1,
        renewalPriceTTC: 118.8,
        plannedCancellationTime: null,
      },
    ]);
    const [invoice] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, subscriptionId));
    expect(invoice).toMatchObject({ amountHtCents: 7425, vatCents: 1485, amountTtcCents: 8910 });
    expect(invoice!.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(
      (await post(account.auth, '/api/payment/checkcoupon', { couponCode: 'PROMO25' })).json()
        .isValidCoupon,
    ).toBe(true);
  });
  it('lists invoices in the portal and downloads one as a PDF', async () => {
    const { account, doc, profile } = await buyer();
    await buyStandard(account.auth, doc.id, profile.id);
    const manage = await post(account.auth, '/api/payment/manage', {
      returnUrl: `${t.env.PUBLIC_URL}/my-account`,
      billingProfileId: profile.id,
    });
    const portalUrl = new URL(manage.json().managePageUrl as string);
    const portal = await t.app.inject({
      method: 'GET',
      url: `${portalUrl.pathname}${portalUrl.search}`,
    });
    expect(portal.body).toContain('Carte de test');
    const link = /href="([^"]+invoices[^"]+)"/.exec(portal.body)![1]!.replace(/&amp;/g, '&');
    const pdf = await t.app.inject({ method: 'GET', url: link });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await t.app.inject({ method: 'GET', url: `${portalUrl.pathname}?token=faux` });
    expect(forged.statusCode).toBe(401);
  });
  it('returns to the cancel URL on "Annuler" and reports no payment', async () => {
    const { account, doc, profile } = await buyer();
    const init = await initPayment(t, account.auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: doc.id,
      billingProfileId: profile.id,
    });
    const path = new URL(init.json().checkoutUrl as string).pathname;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${t.env.PUBLIC_URL}/checkout?plan=SUBPLAN_STANDARD`);
    const subscriptionId = path.split('/').at(-1)!;
    expect(
      (await post(account.auth, '/api/payment/checksuccess', { subscriptionId })).json(),
    ).toEqual({ isPaymentSuccess: false, paymentState: 'cancelled' });
    expect(
      (await get<DuerpDocument>(account.auth, `/api/duerp/${doc.id}`)).paymentStatus_Derivated,
    ).toBe('PAYMENT_NEEDED');
  });
  it('refuses a DRAFT, an owned or foreign document, foreign profiles, bad plans, foreign URLs and VIPs', async () => {
    const { account, doc, profile } = await buyer();
    const draft = await createDuerp(t, account.auth);
    const base = { planId: 'SUBPLAN_STANDARD', billingProfileId: profile.id };
    expect(
      (await initPayment(t, account.auth, { ...base, duerpDocId: draft.id })).json().message,
    ).toMatch(/finalisé/);
    const intruder = await createAccount(t);
    const intruderProfile = await createBillingProfile(t, intruder.auth);
    expect(
      (
        await initPayment(t, intruder.auth, {
          ...base,
          billingProfileId: intruderProfile.id,
          duerpDocId: doc.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await initPayment(t, account.auth, {
          ...base,
          billingProfileId: intruderProfile.id,
          duerpDocId: doc.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await initPayment(t, account.auth, { ...base, planId: 'SUBPLAN_GOLD', duerpDocId: doc.id })
      ).json().message,
    ).toBe(
      'Plan non supporté. Seuls les plans SUBPLAN_STANDARD et SUBPLAN_PREMIUM sont disponibles.',
    );
    expect((await initPayment(t, account.auth, base)).json().message).toBe(
      'ID du DUERP manquant pour le plan standard.',
    );
    expect(
      (
        await initPayment(t, account.auth, {
          ...base,
          duerpDocId: doc.id,
          successUrl: 'https://pirate.example/x',
        })
      ).json().message,
    ).toBe(
      "Le paiement se fait depuis l'adresse officielle de l'application, http://localhost:3000 : ouvrez-la à cette adresse puis recommencez.",
    );
    expect(
      (
        await initPayment(t, account.auth, { ...base, duerpDocId: doc.id, couponCode: 'NIMPORTE' })
      ).json().message,
    ).toBe('Code promo invalide ou expiré.');
    await buyStandard(account.auth, doc.id, profile.id);
    expect(
      (await initPayment(t, account.auth, { ...base, duerpDocId: doc.id })).json().message,
    ).toMatch(/finalisé|accès complet/);
    const vip = await createAccount(t, { isVip: true });
    const vipProfile = await createBillingProfile(t, vip.auth);
    expect(
      (
        await initPayment(t, vip.auth, {
          planId: 'SUBPLAN_PREMIUM',
          billingProfileId: vipProfile.id,
        })
      ).statusCode,
    ).toBe(400);
  });
  it("answers 404 to checksuccess and toggleautorenew on another user's subscription", async () => {
    const { account, doc, profile } = await buyer();
    const subscriptionId = await buyStandard(account.auth, doc.id, profile.id);
    const intruder = await createAccount(t);
    expect(
      (await post(intruder.auth, '/api/payment/checksuccess', { subscriptionId })).statusCode,
    ).toBe(404);
    expect(
      (
        await post(intruder.auth, '/api/payment/toggleautorenew', {
          subscriptionId,
          shouldEnableAutoRenew: false,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(account.auth, '/api/payment/checksuccess', {})).json().message).toBe(
      'Paramètre de souscription manquant.',
    );
  });
});
