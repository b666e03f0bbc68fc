import { describe, expect, it } from 'vitest';
import {
  computePaymentStatus,
  hasFullAccessToVersion,
  hasFullAccessToday,
  isPurchasable,
  latestVersion,
  paymentStatusDisplay,
} from './payment-status.js';

const now = new Date('2026-06-15T10:00:00Z');

describe('computePaymentStatus (DESIGN §4)', () => {
  it('is VIP for a VIP account, whatever else', () => {
    expect(
      computePaymentStatus({ isVip: true, hasVersions: false, purchasedUntilDate: null, now }),
    ).toBe('VIP');
  });
  it('is DRAFT without a version', () => {
    expect(
      computePaymentStatus({
        isVip: false,
        hasVersions: false,
        purchasedUntilDate: '2027-01-01',
        now,
      }),
    ).toBe('DRAFT');
  });
  it('is IN_PAID_PERIOD until the last paid day included', () => {
    expect(
      computePaymentStatus({
        isVip: false,
        hasVersions: true,
        purchasedUntilDate: '2026-06-15T21:00:00Z',
        now,
      }),
    ).toBe('IN_PAID_PERIOD');
    expect(
      computePaymentStatus({
        isVip: false,
        hasVersions: true,
        purchasedUntilDate: '2027-06-15',
        now,
      }),
    ).toBe('IN_PAID_PERIOD');
  });
  it('is EXPIRED once the paid period is over', () => {
    expect(
      computePaymentStatus({
        isVip: false,
        hasVersions: true,
        purchasedUntilDate: '2026-06-14T12:00:00Z',
        now,
      }),
    ).toBe('EXPIRED');
  });
  it('is PAYMENT_NEEDED when never bought', () => {
    expect(
      computePaymentStatus({ isVip: false, hasVersions: true, purchasedUntilDate: null, now }),
    ).toBe('PAYMENT_NEEDED');
  });
});

describe('full access', () => {
  it('compares the paid period with a version by day only', () => {
    const facts = { isVip: false, purchasedUntilDate: '2026-03-10T08:00:00Z' };
    expect(hasFullAccessToVersion(facts, '2026-03-10T20:00:00Z')).toBe(true);
    expect(hasFullAccessToVersion(facts, '2026-03-10T22:30:00Z')).toBe(true); // 23:30 in Paris
    expect(hasFullAccessToVersion(facts, '2026-03-11T08:00:00Z')).toBe(false);
    expect(hasFullAccessToVersion(facts, '2026-01-01T00:00:00Z')).toBe(true);
    expect(
      hasFullAccessToVersion({ isVip: false, purchasedUntilDate: null }, '2026-01-01T00:00:00Z'),
    ).toBe(false);
    expect(
      hasFullAccessToVersion({ isVip: true, purchasedUntilDate: null }, '2026-01-01T00:00:00Z'),
    ).toBe(true);
  });
  it('holds today only inside the paid period or for VIP', () => {
    expect(
      hasFullAccessToday({
        isVip: false,
        hasVersions: true,
        purchasedUntilDate: '2026-06-20',
        now,
      }),
    ).toBe(true);
    expect(
      hasFullAccessToday({
        isVip: false,
        hasVersions: true,
        purchasedUntilDate: '2026-06-01',
        now,
      }),
    ).toBe(false);
    expect(
      hasFullAccessToday({ isVip: true, hasVersions: true, purchasedUntilDate: null, now }),
    ).toBe(true);
  });
});

describe('badges', () => {
  it.each([
    ['DRAFT', 'Brouillon', 'Vous pouvez compléter votre DUERP.'],
    ['PAYMENT_NEEDED', 'Paiement requis', expect.any(String)],
    ['IN_PAID_PERIOD', 'Accès complet', expect.any(String)],
    ['EXPIRED', 'Expiré', expect.any(String)],
    ['VIP', 'Accès complet', expect.any(String)],
    ['AUTRE', 'Inconnu', 'Etat inconnu'],
  ])('%s → %s', (status, label, tooltip) => {
    expect(paymentStatusDisplay(status)).toMatchObject({ label, tooltip });
  });
  it('allows purchase only for PAYMENT_NEEDED and EXPIRED', () => {
    expect(
      ['DRAFT', 'PAYMENT_NEEDED', 'IN_PAID_PERIOD', 'EXPIRED', 'VIP'].filter(isPurchasable),
    ).toEqual(['PAYMENT_NEEDED', 'EXPIRED']);
  });
});

describe('latestVersion', () => {
  it('is the most recent creationTime, whatever the order', () => {
    const versions = [
      { id: 'a', creationTime: '2026-01-02T10:00:00Z' },
      { id: 'b', creationTime: '2026-03-01T10:00:00Z' },
      { id: 'c', creationTime: '2026-02-01T10:00:00Z' },
    ];
    expect(latestVersion(versions)?.id).toBe('b');
    expect(latestVersion([])).toBeNull();
  });
});
