import { describe, expect, it } from 'vitest';
import { UpdateInfosEntrepriseBodySchema } from '../duerp/schemas.js';
import { isValidSiret } from './siret-key.js';

describe('isValidSiret', () => {
  it('accepts a SIRET whose Luhn key is right, with or without spaces', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
  });
  it('refuses a wrong key, letters and other lengths', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('12345678901234')).toBe(false);
    expect(isValidSiret('12AB')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('732829320')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });
  it("accepts La Poste's establishments whose digits add up to a multiple of 5", () => {
    // Fails Luhn, digit sum 20.
    expect(isValidSiret('35600000000015')).toBe(true);
    // The head office passes Luhn.
    expect(isValidSiret('35600000000048')).toBe(true);
    // Digit sum 19.
    expect(isValidSiret('35600000000023')).toBe(false);
    // The exception is La Poste's only: another SIREN with a digit sum of 30 stays refused.
    expect(isValidSiret('12345678901230')).toBe(false);
  });
});

describe('UpdateInfosEntrepriseBodySchema', () => {
  it('reports every error in one round, the establishment name included', () => {
    const result = UpdateInfosEntrepriseBodySchema.safeParse({
      nom: '',
      siret: '12AB',
      secteurDActivite: '',
      isSecteurPublic: false,
      adresse: '',
      nomDuRepresentantLegal: '',
      nombreEmployes: 3,
      isEtablissement: true,
      nomDeLEtablissement: '',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(new Set(paths)).toEqual(
      new Set([
        'nom',
        'siret',
        'secteurDActivite',
        'adresse',
        'nomDuRepresentantLegal',
        'nomDeLEtablissement',
      ]),
    );
  });
  it('says the SIRET is required before anything about its key', () => {
    const result = UpdateInfosEntrepriseBodySchema.safeParse({ siret: '' });
    const siret = result.error?.issues.find((issue) => issue.path[0] === 'siret');
    expect(siret?.message).toBe('Le numéro SIRET est requis');
  });
});
