import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { Subscription } from '@duerp/domain/payment';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import {
  createBillingProfile,
  initPayment,
  payOnTestCheckout,
} from '../../../../test/helpers/payment.js';
import { coupons, invoices, subscriptions } from '../../../db/schema/index.js';
import { couponCreate } from '../admin/admin.service.js';
import { renewDueSubscriptions } from './renewal.service.js';

const t = useTestApp({ STANDARD_PLAN_PRICE_HT: '99', PREMIUM_PLAN_PRICE_HT: '299' });

type Auth = { authorization: string };
const PARALLEL = 20;

async function premiumBuyer() {
  const account = await createAccount(t);
  const profile = await createBillingProfile(t, account.auth);
  return { account, profile };
}

/** Init then "Payer": the whole purchase, as a browser does it. */
async function purchase(auth: Auth, body: Record<string, string>) {
  const init = await initPayment(t, auth, body);
  if (init.statusCode !== 200) return { init, paid: null };
  return {
    init,
    paid: await payOnTestCheckout(t, init.json<{ checkoutUrl: string }>().checkoutUrl),
  };
}

const rowsOf = (espaceId: string) =>
  t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.espaceId, espaceId));
const couponUses = async (code: string) =>
  (await t.app.deps.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.uses;

describe('coupon max-uses under concurrency', () => {
  it(`discounts exactly 2 of ${PARALLEL} parallel purchases with a max-uses 2 coupon`, async () => {
    await couponCreate(t.app.deps, 'DEUXFOIS', '50', { maxUses: '2' });
    const buyers = await Promise.all(Array.from({ length: PARALLEL }, premiumBuyer));
    const results = await Promise.all(
      buyers.map(async ({ account, profile }) => {
        const base = { planId: 'SUBPLAN_PREMIUM', billingProfileId: profile.id };
        const first = await purchase(account.auth, { ...base, couponCode: 'deuxfois' });
        if (first.paid) return { discounted: true, refusal: null };
        // Refused: the buyer pays full price instead, as the basket lets them.
        const second = await purchase(account.auth, base);
        expect(second.paid?.statusCode).toBe(303);
        return { discounted: false, refusal: first.init.json<{ message: string }>().message };
      }),
    );
    expect(results.filter((r) => r.discounted)).toHaveLength(2);
    expect(new Set(results.flatMap((r) => (r.refusal ? [r.refusal] : [])))).toEqual(
      new Set(['Code promo invalide ou expiré.']),
    );
    const active = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.couponCode, 'DEUXFOIS'), eq(subscriptions.status, 'active')));
    expect(active).toHaveLength(2);
    expect(active.every((r) => r.priceHtCents === 14950)).toBe(true);
    expect(await couponUses('DEUXFOIS')).toBe(2);
  });

  it('refuses a max-uses 1 coupon the second and third time, and frees a cancelled use', async () => {
    await couponCreate(t.app.deps, 'UNESEULE', '10', { maxUses: '1' });
    const first = await premiumBuyer();
    const base = (p: { id: string }) => ({
      planId: 'SUBPLAN_PREMIUM',
      billingProfileId: p.id,
      couponCode: 'UNESEULE',
    });
    // A checkout holds the use; "Annuler" gives it back.
    const held = await initPayment(t, first.account.auth, base(first.profile));
    const path = new URL(held.json<{ checkoutUrl: string }>().checkoutUrl).pathname;
    expect(await couponUses('UNESEULE')).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(await couponUses('UNESEULE')).toBe(0);
    expect((await purchase(first.account.auth, base(first.profile))).paid?.statusCode).toBe(303);
    for (let i = 0; i < 2; i += 1) {
      const other = await premiumBuyer();
      const refused = await initPayment(t, other.account.auth, base(other.profile));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Code promo invalide ou expiré.');
    }
    expect(await couponUses('UNESEULE')).toBe(1);
  });

  it('gives back the use of a test checkout left open for a day', async () => {
    await couponCreate(t.app.deps, 'OUBLIE', '10', { maxUses: '1' });
    const { account, profile } = await premiumBuyer();
    await initPayment(t, account.auth, {
      planId: 'SUBPLAN_PREMIUM',
      billingProfileId: profile.id,
      couponCode: 'OUBLIE',
    });
    expect(await couponUses('OUBLIE')).toBe(1);
    await renewDueSubscriptions(t.app.deps, new Date(Date.now() + 25 * 3600_000));
    expect(await couponUses('OUBLIE')).toBe(0);
    expect((await rowsOf(account.espaceId))[0]!.status).toBe('abandoned');
  });
});

describe('one DUERP is bought once', () => {
  async function standardBuyer() {
    const account = await createAccount(t);
    const doc = await completeDocument(t, account.auth);
    await generate(t, account.auth, doc.id);
    const profile = await createBillingProfile(t, account.auth);
    const body = { planId: 'SUBPLAN_STANDARD', duerpDocId: doc.id, billingProfileId: profile.id };
    return { account, doc, body };
  }

  it('lets only the newest of two tabs pay: the older checkout says it was replaced', async () => {
    const { account, doc, body } = await standardBuyer();
    const tabA = (await initPayment(t, account.auth, body)).json<{ checkoutUrl: string }>();
    const tabB = (await initPayment(t, account.auth, body)).json<{ checkoutUrl: string }>();
    const paidA = await payOnTestCheckout(t, tabA.checkoutUrl);
    expect(paidA.statusCode).toBe(409);
    expect(paidA.body).toContain("Ce paiement n'est plus disponible");
    expect((await payOnTestCheckout(t, tabB.checkoutUrl)).statusCode).toBe(303);
    const rows = await rowsOf(account.espaceId);
    expect(rows.map((r) => r.status).sort()).toEqual(['abandoned', 'active']);
    // Bought: the basket refuses a third checkout.
    const again = await initPayment(t, account.auth, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/déjà en accès complet/);
    const described = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: account.auth })
    ).json<DuerpDocument>();
    expect(described.description).toContain('SIRET 732 829 320 00074');
  });

  it(`activates once and invoices once for ${PARALLEL} parallel purchases of one DUERP`, async () => {
    const { account, body } = await standardBuyer();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => purchase(account.auth, body)),
    );
    expect(results.every((r) => [200, 400].includes(r.init.statusCode))).toBe(true);
    const rows = await rowsOf(account.espaceId);
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
    expect(rows.filter((r) => ['pending', 'processing'].includes(r.status))).toHaveLength(0);
    const billed = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.espaceId, account.espaceId));
    expect(billed).toHaveLength(1);
    // A payment that still landed on a covered DUERP was refunded and the customer told.
    const refunded = rows.filter((r) => r.status === 'refunded').length;
    expect(t.outbox().filter((m) => m.to === account.email)).toHaveLength(refunded);
  });
});

describe('prices paid and renewed', () => {
  it('shows what was paid after a premium upgrade and renews at the price sold', async () => {
    const { account, profile } = await premiumBuyer();
    const doc = await completeDocument(t, account.auth);
    await generate(t, account.auth, doc.id);
    await purchase(account.auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: doc.id,
      billingProfileId: profile.id,
    });
    await purchase(account.auth, { planId: 'SUBPLAN_PREMIUM', billingProfileId: profile.id });
    const subs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/myaccount/mysubscriptions',
        headers: account.auth,
      })
    ).json<Subscription[]>();
    const premium = subs.find((s) => s.productDisplayName.startsWith('Plan Premium'))!;
    // 299 minus the unused standard year (~99): about 200 € HT paid, not the 299 list price.
    expect(premium.recurringPriceHT).toBeGreaterThan(199);
    expect(premium.recurringPriceHT).toBeLessThan(201);
    expect(premium.renewalPriceTTC).toBe(358.8);
    const [row] = (await rowsOf(account.espaceId)).filter((r) => r.plan === 'SUBPLAN_PREMIUM');
    const [firstInvoice] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, row!.id));
    expect(firstInvoice!.amountHtCents).toBe(row!.priceHtCents);
    expect(firstInvoice!.isTest).toBe(true);

    await t.app.deps.db
      .update(subscriptions)
      .set({ periodEnd: sql`now() - interval '1 hour'` })
      .where(eq(subscriptions.id, row!.id));
    await renewDueSubscriptions(t.app.deps);
    const renewals = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, row!.id));
    expect(renewals.map((i) => i.amountHtCents).sort()).toEqual([row!.priceHtCents, 29900].sort());
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/myaccount/mysubscriptions',
        headers: account.auth,
      })
    ).json<Subscription[]>();
    expect(after.find((s) => s.id === row!.id)).toMatchObject({
      recurringPriceHT: 299,
      recurringPriceTTC: 358.8,
    });
  });
});

describe('test mode says so', () => {
  it('marks the checkout and portal pages "Mode test — aucun paiement réel"', async () => {
    const { account, profile } = await premiumBuyer();
    const { init } = await purchase(account.auth, {
      planId: 'SUBPLAN_PREMIUM',
      billingProfileId: profile.id,
    });
    const checkout = await t.app.inject({
      method: 'GET',
      url: new URL(init.json<{ checkoutUrl: string }>().checkoutUrl).pathname,
    });
    expect(checkout.body).toContain('Mode test — aucun paiement réel');
    const manage = await t.app.inject({
      method: 'POST',
      url: '/api/payment/manage',
      headers: account.auth,
      payload: { returnUrl: `${t.env.PUBLIC_URL}/my-account`, billingProfileId: profile.id },
    });
    const portal = new URL(manage.json<{ managePageUrl: string }>().managePageUrl);
    const page = await t.app.inject({ method: 'GET', url: `${portal.pathname}${portal.search}` });
    expect(page.body).toContain('Mode test — aucun paiement réel');
    expect(page.body).toMatch(/<td class="nowrap">F-\d{4}-\d{6}<\/td>/);
  });
});
