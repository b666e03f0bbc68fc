import { describe, expect, it } from 'vitest';
import { formatBudget } from '../text/money.js';
import { displayBudget, normalizeBudget, parseBudget } from './budget.js';
import { plural } from '../text/plural.js';

/** Intl's fr-FR spaces: narrow no-break between thousands, no-break before "€". */
const fr = (text: string) => text.replace(/ (?=\d)/g, '\u202f').replace(/ €/, '\u00a0€');

describe('budgets in euros', () => {
  it.each([
    ['5000', 5000],
    ['2 400 €', 2400],
    ['2400,50', 2400.5],
    ['2 400,50 €', 2400.5],
    ['2\u202f400\u00a0€', 2400],
    ['€ 300', 300],
    ['150 euros', 150],
    ['1200.5 EUR', 1200.5],
    ['0', 0],
  ])('reads "%s" as %d euros', (text, amount) => {
    expect(parseBudget(text)).toBe(amount);
  });

  it.each(['', 'à chiffrer', '1 000 à 2 000 €', '2.400', '-300 €', '24 00 €', '3 %', '1,234 €'])(
    'reads "%s" as no amount',
    (text) => {
      expect(parseBudget(text)).toBeNull();
    },
  );

  it('formats French style, cents only when there are some', () => {
    expect(formatBudget(2400)).toBe(fr('2 400 €'));
    expect(formatBudget(2400.5)).toBe(fr('2 400,50 €'));
    expect(formatBudget(1234567)).toBe(fr('1 234 567 €'));
  });

  it('saves an amount formatted and other text as typed', () => {
    expect(normalizeBudget(' 5000 ')).toBe(fr('5 000 €'));
    expect(normalizeBudget('  devis en attente ')).toBe('devis en attente');
    expect(displayBudget('Gratuit (interne)')).toBe('Gratuit (interne)');
  });
});

describe('plural', () => {
  it('uses the singular for 0 and 1, the plural from 2', () => {
    expect(plural(0, 'risque')).toBe('0 risque');
    expect(plural(1, 'risque')).toBe('1 risque');
    expect(plural(2, 'risque')).toBe('2 risques');
    expect(plural(1, 'action chiffrée', 'actions chiffrées')).toBe('1 action chiffrée');
    expect(plural(1200, 'action')).toBe('1\u202f200 actions');
  });
});
