import { describe, expect, it } from 'vitest';
import { OPERATOR_FIELDS, frenchVatKey, operatorConsistencyProblems } from './fields.js';
import { OperatorIdentitySchema } from './schemas.js';

describe('operator identity', () => {
  it('computes the key of a French VAT number from the SIREN', () => {
    expect(frenchVatKey('303265045')).toBe('40');
    expect(frenchVatKey('732829320')).toBe('44');
  });
  it('normalises a SIREN, a SIRET and a VAT number typed with spaces', () => {
    expect(OPERATOR_FIELDS.siren.schema.parse('732 829 320')).toBe('732829320');
    expect(OPERATOR_FIELDS.siret.schema.parse('732 829 320 00074')).toBe('73282932000074');
    expect(OPERATOR_FIELDS.vatNumber.schema.parse('fr 44 732829320')).toBe('FR44732829320');
  });
  it('rejects a malformed SIREN or e-mail with a French message', () => {
    expect(OPERATOR_FIELDS.siren.schema.safeParse('12345').error?.issues[0]?.message).toBe(
      'doit compter 9 chiffres',
    );
    expect(OPERATOR_FIELDS.supportEmail.schema.safeParse('pas-une-adresse').success).toBe(false);
  });
  it('checks that the SIRET and the VAT number belong to the SIREN', () => {
    expect(
      operatorConsistencyProblems({
        siren: '732829320',
        siret: '73282932000074',
        vatNumber: 'FR44732829320',
      }),
    ).toEqual([]);
    expect(
      operatorConsistencyProblems({
        siren: '732829320',
        siret: '30326504500017',
        vatNumber: 'FR12732829320',
      }),
    ).toEqual([
      'le SIRET doit commencer par le SIREN',
      'le n° de TVA ne correspond pas au SIREN (attendu FR44732829320)',
    ]);
  });
  it('describes every field as a nullable string in the public schema', () => {
    const empty = Object.fromEntries(Object.keys(OPERATOR_FIELDS).map((k) => [k, null]));
    expect(OperatorIdentitySchema.parse(empty)).toEqual(empty);
  });
});
