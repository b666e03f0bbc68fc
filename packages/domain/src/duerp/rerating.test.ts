import { describe, expect, it } from 'vitest';
import { ratingBefore } from './rerating.js';
import type { Risque } from './schemas.js';

const before = (date: string, g: number) => ({
  date,
  evalGravite: g,
  evalFrequence: 2,
  evalMaitrise: 2,
  niveauDeRisqueValue: g,
  niveauDeRisqueStatus: 'ORANGE' as const,
});
const risque = (historiqueCotations?: Risque['historiqueCotations']): Risque => ({
  idRisque: 'r',
  idCategorie: 'c',
  code: '',
  displayName: 'r',
  danger: '',
  remarques: '',
  evalGravite: 1,
  evalFrequence: 1,
  evalMaitrise: 1,
  isRisqueEvalue: true,
  niveauDeRisqueValue: 0.5,
  niveauDeRisqueStatus: 'GREEN',
  isUserDefined: false,
  ...(historiqueCotations ? { historiqueCotations } : {}),
});

describe('ratingBefore', () => {
  it('gives the rating before the first re-rating after the previous version', () => {
    const r = risque([before('2026-01-01T10:00:00Z', 4), before('2026-03-01T10:00:00Z', 3)]);
    expect(ratingBefore(r, '2026-02-01T00:00:00Z')?.evalGravite).toBe(3);
    expect(ratingBefore(r, null)?.evalGravite).toBe(4);
    expect(ratingBefore(r, '2026-04-01T00:00:00Z')).toBeUndefined();
  });
  it('is undefined for a risk never re-rated', () => {
    expect(ratingBefore(risque(), null)).toBeUndefined();
  });
});
