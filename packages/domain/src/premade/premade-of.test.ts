import { describe, expect, it } from 'vitest';
import { premadeRisqueOf } from './premade-of.js';

const catalogue = [
  { idPremadeRisque: 'hl_risque_chutes_1', code: '1.1.1', displayName: 'Glissade sur sol mouillé' },
  { idPremadeRisque: 'risque_chutes_1', code: '1.1.1', displayName: 'Glissade sur sol mouillé' },
  { idPremadeRisque: 'risque_chutes_2', code: '1.1.2', displayName: 'Chute dans un escalier' },
];
const risque = { code: '1.1.1', displayName: 'Glissade sur sol mouillé', isUserDefined: false };

describe('premadeRisqueOf', () => {
  it('finds the original by the stored id, a sector copy being its original', () => {
    expect(
      premadeRisqueOf({ ...risque, idPremadeRisque: 'risque_chutes_2' }, catalogue)
        ?.idPremadeRisque,
    ).toBe('risque_chutes_2');
    expect(
      premadeRisqueOf({ ...risque, idPremadeRisque: 'hl_risque_chutes_1' }, catalogue)
        ?.idPremadeRisque,
    ).toBe('risque_chutes_1');
    expect(premadeRisqueOf({ ...risque, idPremadeRisque: 'risque_inconnu' }, catalogue)).toBeNull();
  });
  it('finds a risk added before issue 41 by its code and its name, without case or accents', () => {
    expect(
      premadeRisqueOf({ ...risque, displayName: ' glissade sur SOL mouille ' }, catalogue)
        ?.idPremadeRisque,
    ).toBe('risque_chutes_1');
  });
  it('finds nothing for a renamed, recoded or user-defined risk', () => {
    expect(
      premadeRisqueOf({ ...risque, displayName: 'Glissade en cuisine' }, catalogue),
    ).toBeNull();
    expect(premadeRisqueOf({ ...risque, code: '9' }, catalogue)).toBeNull();
    expect(premadeRisqueOf({ ...risque, isUserDefined: true }, catalogue)).toBeNull();
    expect(premadeRisqueOf({ ...risque, code: '' }, catalogue)).toBeNull();
  });
});
