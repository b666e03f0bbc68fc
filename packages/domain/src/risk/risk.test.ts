import { describe, expect, it } from 'vitest';
import {
  computeRiskScore,
  formatRiskValue,
  FREQUENCE_SCALE,
  GRAVITE_SCALE,
  MAITRISE_FACTORS,
  MAITRISE_SCALE,
  riskStatusForValue,
} from './index.js';

/**
 * Expected values written out by hand, independently of the code: EXPECTED[maîtrise][gravité][fréquence].
 * Each block is the gravité × fréquence grid times the maîtrise factor (0.25, 0.5, 0.75, 1.25).
 */
const EXPECTED: Record<number, number[][]> = {
  1: [
    [0.25, 0.5, 0.75, 1],
    [0.5, 1, 1.5, 2],
    [0.75, 1.5, 2.25, 3],
    [1, 2, 3, 4],
  ],
  2: [
    [0.5, 1, 1.5, 2],
    [1, 2, 3, 4],
    [1.5, 3, 4.5, 6],
    [2, 4, 6, 8],
  ],
  3: [
    [0.75, 1.5, 2.25, 3],
    [1.5, 3, 4.5, 6],
    [2.25, 4.5, 6.75, 9],
    [3, 6, 9, 12],
  ],
  4: [
    [1.25, 2.5, 3.75, 5],
    [2.5, 5, 7.5, 10],
    [3.75, 7.5, 11.25, 15],
    [5, 10, 15, 20],
  ],
};

/** The bands of the grids above, by hand: G(reen) Y(ellow) O(range) R(ed). */
const EXPECTED_BANDS: Record<number, string[]> = {
  1: ['GGGY', 'GYYY', 'GYYO', 'YYOO'],
  2: ['GYYY', 'YYOO', 'YOOR', 'YORR'],
  3: ['GYYO', 'YOOR', 'YORR', 'ORRR'],
  4: ['YYOR', 'YRRR', 'ORRR', 'RRRR'],
};
const STATUS_OF = { G: 'GREEN', Y: 'YELLOW', O: 'ORANGE', R: 'RED' } as const;
const LABELS = {
  GREEN: ['Faible', 'Risque faible'],
  YELLOW: ['Modéré', 'Risque modéré'],
  ORANGE: ['Important', 'Risque important'],
  RED: ['Critique', 'Risque critique'],
} as const;

const cases = [1, 2, 3, 4].flatMap((m) =>
  [1, 2, 3, 4].flatMap((g) => [1, 2, 3, 4].map((f) => ({ g, f, m }))),
);

describe('risk score', () => {
  it('covers the 64 combinations', () => {
    expect(cases).toHaveLength(64);
  });

  it.each(cases)('scores gravité $g, fréquence $f, maîtrise $m', ({ g, f, m }) => {
    const value = EXPECTED[m]![g - 1]![f - 1]!;
    const status = STATUS_OF[EXPECTED_BANDS[m]![g - 1]![f - 1] as keyof typeof STATUS_OF];
    expect(computeRiskScore(g, f, m)).toEqual({
      value,
      status,
      shortDisplayName: LABELS[status][0],
      longDisplayName: LABELS[status][1],
    });
  });

  it.each([
    [0.99, 'GREEN'],
    [1, 'YELLOW'],
    [2.99, 'YELLOW'],
    [3, 'ORANGE'],
    [4.99, 'ORANGE'],
    [5, 'RED'],
    [0.25, 'GREEN'],
    [20, 'RED'],
  ])('puts %d in the %s band', (value, status) => {
    expect(riskStatusForValue(value)).toBe(status);
  });

  it.each([
    ['a missing gravité', undefined, 2, 2],
    ['a null fréquence', 2, null, 2],
    ['a maîtrise of 0', 2, 2, 0],
    ['a gravité of 5', 5, 2, 2],
    ['a decimal level', 2.5, 2, 2],
    ['a level given as text', '2', 2, 2],
  ])('is not evaluated with %s', (_label, g, f, m) => {
    expect(computeRiskScore(g, f, m)).toBeNull();
  });

  it('maps the maîtrise levels to the control factors 0.25, 0.5, 0.75, 1.25', () => {
    expect(MAITRISE_FACTORS).toEqual({ 1: 0.25, 2: 0.5, 3: 0.75, 4: 1.25 });
  });

  it('labels the scales in French', () => {
    expect(GRAVITE_SCALE.map((l) => l.label)).toEqual(['Faible', 'Moyenne', 'Grave', 'Très grave']);
    expect(FREQUENCE_SCALE.map((l) => l.label)).toEqual([
      'Très rare',
      'Rare',
      'Fréquent',
      'Très fréquent',
    ]);
    expect(MAITRISE_SCALE.map((l) => l.label)).toEqual(['Forte', 'Moyenne', 'Faible', 'Absente']);
  });

  it('displays a value with one decimal, French style', () => {
    expect(formatRiskValue(4.5)).toBe('4,5');
    expect(formatRiskValue(12)).toBe('12,0');
    expect(formatRiskValue(6.75)).toBe('6,8');
  });
});
