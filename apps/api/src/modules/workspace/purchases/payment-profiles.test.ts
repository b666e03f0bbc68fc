/** Prices, billing profiles and coupons. */
import { describe, expect, it } from 'vitest';
import type { PricesResponse } from '@duerp/domain/payment';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  BILLING_ADDRESS,
  createBillingProfile,
  paymentCalls,
  TEST_PRICES,
} from '../../../../test/helpers/payment.js';
import { couponCreate } from '../admin/admin.service.js';

const t = useTestApp(TEST_PRICES);
const { get, post } = paymentCalls(() => t);

describe('prices and billing profiles', () => {
  it('describes the free plan and the prices HT', async () => {
    const account = await createAccount(t);
    expect(await get<PricesResponse>(account.auth, '/api/myaccount/getprices')).toEqual({
      isVip: false,
      isActivePremiumPlan: false,
      premiumPlanActiveUntilDate: null,
      numberOfActiveStandardPlan: 0,
      isOnFreePlan: true,
      standardPlanPrice: 99,
      premiumPriceInfo: { originalPrice: 299, currentPrice: 299, discount: 0 },
      isTestPayment: true,
    });
  });
  it('creates and updates a profile, storing France as FR; another user cannot touch it', async () => {
    const account = await createAccount(t);
    const profile = await createBillingProfile(t, account.auth);
    expect(profile.billingAddress).toMatchObject({ country: 'FR', vatNumber: 'FR12732829320' });
    const updated = await post(account.auth, '/api/myaccount/mybillingprofiles/upsert', {
      ...BILLING_ADDRESS,
      id: profile.id,
      city: 'Villeurbanne',
    });
    expect(updated.json().billingAddress.city).toBe('Villeurbanne');
    expect(await get(account.auth, '/api/myaccount/mybillingprofiles')).toHaveLength(1);
    const intruder = await createAccount(t);
    expect(
      (
        await post(intruder.auth, '/api/myaccount/mybillingprofiles/upsert', {
          ...BILLING_ADDRESS,
          id: profile.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(await get(intruder.auth, '/api/myaccount/mybillingprofiles')).toEqual([]);
  });
  it('validates the profile on the server', async () => {
    const account = await createAccount(t);
    const res = await post(account.auth, '/api/myaccount/mybillingprofiles/upsert', {
      ...BILLING_ADDRESS,
      country: 'CH',
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await post(account.auth, '/api/myaccount/mybillingprofiles/upsert', {
          ...BILLING_ADDRESS,
          city: '',
        })
      ).json().message,
    ).toBe('La ville est obligatoire');
  });
});

describe('coupons', () => {
  it('answers valid/invalid with the percentage, and refuses an empty code', async () => {
    const account = await createAccount(t);
    await couponCreate(t.app.deps, 'bienvenue20', '20');
    await couponCreate(t.app.deps, 'VIEUX', '10', { expires: '2020-01-01' });
    await couponCreate(t.app.deps, 'UNEFOIS', '50', { maxUses: '1' });
    expect(
      (await post(account.auth, '/api/payment/checkcoupon', { couponCode: 'Bienvenue20' })).json(),
    ).toEqual({ isValidCoupon: true, discountPercentage: 20 });
    expect(
      (await post(account.auth, '/api/payment/checkcoupon', { couponCode: 'VIEUX' })).json(),
    ).toEqual({ isValidCoupon: false, discountPercentage: 0 });
    expect(
      (await post(account.auth, '/api/payment/checkcoupon', { couponCode: 'INCONNU' })).json()
        .isValidCoupon,
    ).toBe(false);
    const empty = await post(account.auth, '/api/payment/checkcoupon', { couponCode: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Veuillez entrer un code.');
  });
});
