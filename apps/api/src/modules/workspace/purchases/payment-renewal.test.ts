/** Auto-renewal of a standard plan, and the premium plan replacing the standards. */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { PricesResponse, Subscription } from '@duerp/domain/payment';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import {
  initPayment,
  payOnTestCheckout,
  paymentCalls,
  TEST_PRICES,
} from '../../../../test/helpers/payment.js';
import { duerpVersions, invoices, subscriptions } from '../../../db/schema/index.js';
import { renewDueSubscriptions } from './renewal.service.js';
import { addOneYear, renewSubscription } from './activation.service.js';

const t = useTestApp(TEST_PRICES);
const { get, post, buyer, buyStandard } = paymentCalls(() => t);
const invoicesOf = (subscriptionId: string) =>
  t.app.deps.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));

describe('auto-renewal', () => {
  it('cancels and re-enables auto-renew; the renewal job extends only auto-renewing subscriptions', async () => {
    const { account, doc, version, profile } = await buyer();
    const subscriptionId = await buyStandard(account.auth, doc.id, profile.id);
    expect(
      (
        await post(account.auth, '/api/payment/toggleautorenew', {
          subscriptionId,
          shouldEnableAutoRenew: false,
        })
      ).statusCode,
    ).toBe(200);
    let [sub] = await get<Subscription[]>(account.auth, '/api/myaccount/mysubscriptions');
    expect(sub).toMatchObject({ isActive: true, isAutoRenew: false, plannedNextBillingTime: null });
    expect(sub!.plannedCancellationTime).not.toBeNull();
    await post(account.auth, '/api/payment/toggleautorenew', {
      subscriptionId,
      shouldEnableAutoRenew: true,
    });
    [sub] = await get<Subscription[]>(account.auth, '/api/myaccount/mysubscriptions');
    expect(sub).toMatchObject({ isAutoRenew: true, plannedCancellationTime: null });

    // The period ends: renewed with a new invoice.
    await t.app.deps.db
      .update(subscriptions)
      .set({ periodEnd: sql`now() - interval '1 hour'` })
      .where(eq(subscriptions.id, subscriptionId));
    expect(await renewDueSubscriptions(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(
      (await get<DuerpDocument>(account.auth, `/api/duerp/${doc.id}`)).paymentStatus_Derivated,
    ).toBe('IN_PAID_PERIOD');
    expect(await invoicesOf(subscriptionId)).toHaveLength(2);

    // Without auto-renew it lapses: EXPIRED, the version made while paid stays downloadable.
    await post(account.auth, '/api/payment/toggleautorenew', {
      subscriptionId,
      shouldEnableAutoRenew: false,
    });
    await t.app.deps.db
      .update(duerpVersions)
      .set({ creationTime: sql`now() - interval '10 days'` })
      .where(eq(duerpVersions.id, version));
    await t.app.deps.db
      .update(subscriptions)
      .set({ periodEnd: sql`now() - interval '2 days'` })
      .where(eq(subscriptions.id, subscriptionId));
    await renewDueSubscriptions(t.app.deps);
    const expired = await get<DuerpDocument>(account.auth, `/api/duerp/${doc.id}`);
    expect(expired.paymentStatus_Derivated).toBe('EXPIRED');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/duerp/${doc.id}/versions/${version}/download`,
          headers: account.auth,
        })
      ).statusCode,
    ).toBe(200);
    const later = (await generate(t, account.auth, doc.id)).json<{ id: string }>().id;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/duerp/${doc.id}/versions/${later}/download`,
          headers: account.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(account.auth, '/api/payment/toggleautorenew', {
          subscriptionId,
          shouldEnableAutoRenew: true,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the renewal job run by two instances at once', () => {
  it('renews a due subscription once: one more year, one more invoice', async () => {
    const { account, doc, profile } = await buyer();
    const subscriptionId = await buyStandard(account.auth, doc.id, profile.id);
    const [due] = await t.app.deps.db
      .update(subscriptions)
      .set({ periodEnd: sql`now() - interval '1 hour'` })
      .where(eq(subscriptions.id, subscriptionId))
      .returning();
    const now = new Date();
    await Promise.all([
      renewDueSubscriptions(t.app.deps, now),
      renewDueSubscriptions(t.app.deps, now),
    ]);
    // A job that listed it before the other renewed it finds it renewed once it holds the row.
    const late = await t.app.deps.db.transaction((tx) =>
      renewSubscription(t.app.deps, tx, subscriptionId, { dueBy: now }),
    );
    expect(late).toBeNull();
    const [renewed] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(renewed!.periodEnd).toEqual(addOneYear(due!.periodEnd!));
    expect(await invoicesOf(subscriptionId)).toHaveLength(2);
  });
});

describe('premium', () => {
  it('is discounted by the unused standard value, replaces the standards and covers every DUERP', async () => {
    const { account, doc, profile } = await buyer();
    const standardId = await buyStandard(account.auth, doc.id, profile.id);
    const prices = await get<PricesResponse>(account.auth, '/api/myaccount/getprices');
    expect(prices.numberOfActiveStandardPlan).toBe(1);
    expect(prices.premiumPriceInfo.discount).toBeGreaterThan(98);
    expect(prices.premiumPriceInfo.currentPrice).toBeCloseTo(
      299 - prices.premiumPriceInfo.discount,
      2,
    );
    const other = await completeDocument(t, account.auth);
    const init = await initPayment(t, account.auth, {
      planId: 'SUBPLAN_PREMIUM',
      billingProfileId: profile.id,
    });
    await payOnTestCheckout(t, init.json().checkoutUrl as string);
    const after = await get<PricesResponse>(account.auth, '/api/myaccount/getprices');
    expect(after).toMatchObject({
      isActivePremiumPlan: true,
      numberOfActiveStandardPlan: 0,
      isOnFreePlan: false,
    });
    expect(
      (await get<{ isActivePremiumPlan: boolean }>(account.auth, '/api/myaccount/info'))
        .isActivePremiumPlan,
    ).toBe(true);
    const [standard] = await t.app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, standardId));
    expect(standard!.status).toBe('replaced');
    await generate(t, account.auth, other.id);
    for (const d of await get<DuerpDocument[]>(account.auth, '/api/duerp/list'))
      expect(d.paymentStatus_Derivated).toBe('IN_PAID_PERIOD');
    expect(
      (
        await initPayment(t, account.auth, {
          planId: 'SUBPLAN_PREMIUM',
          billingProfileId: profile.id,
        })
      ).json().message,
    ).toBe('Votre compte dispose déjà du plan Premium.');
  });
});
