import { describe, expect, it } from 'vitest';
import { cmrClassOf, normalizeHazardCode, parseHazardCodes } from './hazard-codes.js';

describe('normalizeHazardCode', () => {
  it.each([
    ['H225', 'H225'],
    ['h225', 'H225'],
    [' H 350 i ', 'H350i'],
    ['H350I', 'H350i'],
    ['h350i', 'H350i'],
    ['H360FD', 'H360FD'],
    ['H360Fd', 'H360Fd'],
    ['H360Df', 'H360Df'],
    ['h360f', 'H360F'],
    ['h360fd', 'H360FD'],
    ['H360DF', 'H360FD'],
    ['H361FD', 'H361fd'],
    ['h361d', 'H361d'],
    ['H361df', 'H361fd'],
    ['euh066', 'EUH066'],
  ])('writes %j as %j', (input, expected) => {
    expect(normalizeHazardCode(input)).toBe(expected);
  });

  it.each([
    '',
    'H',
    'H35',
    'H3500',
    'H350x',
    'H225i',
    'H360i',
    'H361i',
    'H360fD',
    'H150',
    'P280',
    'EUH066A',
    'H340\u0000',
    'H 3 5 0 DROP TABLE',
    '<script>',
  ])('refuses %j', (input) => {
    expect(normalizeHazardCode(input)).toBeNull();
  });
});

describe('parseHazardCodes', () => {
  it('reads a label list with combined statements, once each', () => {
    expect(parseHazardCodes('H300+H310+H330, h350i; H225 H225 / EUH066')).toEqual({
      codes: ['H300', 'H310', 'H330', 'H350i', 'H225', 'EUH066'],
      rejected: [],
    });
  });

  it('keeps a space inside a code and reports what is not one', () => {
    expect(parseHazardCodes('H 350 i, P280, Flam. Liq. 2')).toEqual({
      codes: ['H350i'],
      rejected: ['P280', 'Flam. Liq. 2'],
    });
  });
});

describe('cmrClassOf', () => {
  it.each([
    ['H340'],
    ['H350'],
    ['H350i'],
    ['H360'],
    ['H360F'],
    ['H360D'],
    ['H360FD'],
    ['H360Fd'],
    ['H360Df'],
  ])('classes %s as a proven CMR (1A/1B)', (code) => {
    expect(cmrClassOf([code])).toBe('avere');
  });

  it.each([['H341'], ['H351'], ['H361'], ['H361f'], ['H361d'], ['H361fd']])(
    'classes %s as a suspected CMR (2)',
    (code) => {
      expect(cmrClassOf([code])).toBe('suspecte');
    },
  );

  it('reads lowercase and spaced codes', () => {
    expect(cmrClassOf(['h350i'])).toBe('avere');
    expect(cmrClassOf(['h 361 fd'])).toBe('suspecte');
  });

  it('takes the stricter class when both are present', () => {
    expect(cmrClassOf(['H351', 'H225', 'H360Fd'])).toBe('avere');
  });

  it('is not CMR for other codes, H362, garbage or nothing', () => {
    expect(cmrClassOf(['H225', 'H315', 'H362'])).toBeNull();
    expect(cmrClassOf(['H350x', 'H3500', 'cancer', ''])).toBeNull();
    expect(cmrClassOf([])).toBeNull();
  });
});
