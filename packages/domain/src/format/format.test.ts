import { describe, expect, it } from 'vitest';
import { formatSiret } from './siret.js';
import { formatMoney } from '../text/money.js';
import { roundToCent } from './money.js';
import { formatDateLong, parisDay } from '../calendar/dates.js';
import { isCalendarDate } from '../calendar/calendar-day.js';

describe('formatSiret', () => {
  it('groups a 14-digit SIRET 3-3-3-5', () => {
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
  });
  it('groups a 9-digit SIREN 3-3-3', () => {
    expect(formatSiret('732829320')).toBe('732 829 320');
  });
  it('reformats an already spaced SIRET', () => {
    expect(formatSiret('732 829 320 00074')).toBe('732 829 320 00074');
  });
  it('leaves other values as typed', () => {
    expect(formatSiret('12345')).toBe('12345');
    expect(formatSiret(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows two decimals with a comma and the euro sign', () => {
    expect(formatMoney(1234.5)).toBe('1 234,50 €');
    expect(formatMoney(0)).toBe('0,00 €');
  });
  it('rounds when asked', () => {
    expect(formatMoney(99.6, { round: true })).toBe('100 €');
  });
  it('rounds to the cent without drift', () => {
    expect(roundToCent(1.005)).toBe(1.01);
    expect(roundToCent(99 * 1.2)).toBe(118.8);
  });
});

describe('formatDateLong', () => {
  it('uses the French long format D MMMM YYYY', () => {
    expect(formatDateLong('2026-03-01T10:00:00Z')).toBe('1 mars 2026');
    expect(formatDateLong(new Date('2026-11-22T12:00:00Z'))).toBe('22 novembre 2026');
  });
  it('uses Paris time for the day', () => {
    expect(formatDateLong('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
    expect(parisDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDateLong('pas une date')).toBe('');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2026-12-15', '2024-02-29', '2000-02-29', '1900-01-01', '2100-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
  });
  it('refuses impossible days, years out of range and other formats', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '15/12/2026',
      '2026-1-5',
      '',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });
});
