import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, isEuCountryCode, normalizeCountry } from './countries.js';
import {
  accountPlanBanner,
  applyCoupon,
  premiumPrice,
  priceTTC,
  unusedValue,
  vatAmount,
} from './pricing.js';
import { PaymentInitBodySchema, UpsertBillingProfileBodySchema } from './schemas.js';

describe('prices', () => {
  it('computes TTC = HT × 1.2 rounded to the cent, and the VAT', () => {
    expect(priceTTC(99)).toBe(118.8);
    expect(priceTTC(33.33)).toBe(40);
    expect(priceTTC(0.01)).toBe(0.01);
    expect(vatAmount(99)).toBe(19.8);
  });
  it('applies a coupon as a percentage of the current HT price', () => {
    expect(applyCoupon(99, 20)).toBe(79.2);
    expect(applyCoupon(99, 100)).toBe(0);
    expect(applyCoupon(10, 33)).toBe(6.7);
  });
  it('prorates the unused value of a replaced standard subscription', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2027-01-01T00:00:00Z');
    expect(unusedValue({ priceHT: 100, periodStart: start, periodEnd: end }, start)).toBe(100);
    expect(
      unusedValue(
        { priceHT: 100, periodStart: start, periodEnd: end },
        new Date('2026-07-02T12:00:00Z'),
      ),
    ).toBe(50);
    expect(unusedValue({ priceHT: 100, periodStart: start, periodEnd: end }, end)).toBe(0);
  });
  it('lowers the premium price by the credit, never below zero', () => {
    const now = new Date('2026-07-02T12:00:00Z');
    const period = {
      priceHT: 100,
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2027-01-01T00:00:00Z'),
    };
    expect(premiumPrice(299, [period, period], now)).toEqual({
      originalPrice: 299,
      currentPrice: 199,
      discount: 100,
    });
    expect(premiumPrice(60, [period, period], now)).toEqual({
      originalPrice: 60,
      currentPrice: 0,
      discount: 60,
    });
    expect(premiumPrice(299, [], now)).toEqual({
      originalPrice: 299,
      currentPrice: 299,
      discount: 0,
    });
  });
});

describe('plan banner priority', () => {
  it('prefers VIP, then premium, then standard, then free', () => {
    expect(
      accountPlanBanner({ isVip: true, isActivePremiumPlan: true, numberOfActiveStandardPlan: 2 }),
    ).toBe('VIP');
    expect(
      accountPlanBanner({ isVip: false, isActivePremiumPlan: true, numberOfActiveStandardPlan: 2 }),
    ).toBe('PREMIUM');
    expect(
      accountPlanBanner({
        isVip: false,
        isActivePremiumPlan: false,
        numberOfActiveStandardPlan: 1,
      }),
    ).toBe('STANDARD');
    expect(
      accountPlanBanner({
        isVip: false,
        isActivePremiumPlan: false,
        numberOfActiveStandardPlan: 0,
      }),
    ).toBe('FREE');
  });
});

describe('billing profile and checkout validation', () => {
  it('offers the 27 EU countries and maps a stored "France" to FR', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(normalizeCountry('France')).toBe('FR');
    expect(normalizeCountry(' fr ')).toBe('FR');
    expect(isEuCountryCode('CH')).toBe(false);
  });
  it('requires name, line 1, postal code, city and an EU country, in French words', () => {
    const base = {
      name: 'SARL Martin',
      line1: '1 rue A',
      postalCode: '69003',
      city: 'Lyon',
      country: 'France',
    };
    expect(UpsertBillingProfileBodySchema.parse(base)).toMatchObject({
      country: 'FR',
      line2: '',
      vatNumber: '',
    });
    const message = (change: object) =>
      UpsertBillingProfileBodySchema.safeParse({ ...base, ...change }).error?.issues[0]?.message;
    expect(message({ name: '' })).toBe('Le nom ou la raison sociale est obligatoire');
    expect(message({ line1: ' ' })).toBe("L'adresse ligne 1 est obligatoire");
    expect(message({ postalCode: '' })).toBe('Le code postal est obligatoire');
    expect(message({ city: '' })).toBe('La ville est obligatoire');
    expect(message({ country: '' })).toBe('Le pays est obligatoire');
    expect(message({ country: 'Suisse' })).toMatch(/Union européenne/);
  });
  it('requires a supported plan and, for standard, the DUERP id', () => {
    const base = {
      billingProfileId: '0b5c1e0e-6f3f-4d5a-9a5b-1c2d3e4f5a6b',
      successUrl: 'http://localhost/a',
      cancelUrl: 'http://localhost/b',
    };
    expect(
      PaymentInitBodySchema.safeParse({ ...base, planId: 'SUBPLAN_GOLD' }).error?.issues[0]
        ?.message,
    ).toBe(
      'Plan non supporté. Seuls les plans SUBPLAN_STANDARD et SUBPLAN_PREMIUM sont disponibles.',
    );
    expect(
      PaymentInitBodySchema.safeParse({ ...base, planId: 'SUBPLAN_STANDARD' }).error?.issues[0]
        ?.message,
    ).toBe('ID du DUERP manquant pour le plan standard.');
    expect(
      PaymentInitBodySchema.safeParse({ ...base, planId: 'SUBPLAN_PREMIUM', billingProfileId: '' })
        .error?.issues[0]?.message,
    ).toBe('Veuillez sélectionner un profil de facturation.');
    expect(PaymentInitBodySchema.safeParse({ ...base, planId: 'SUBPLAN_PREMIUM' }).success).toBe(
      true,
    );
  });
});
