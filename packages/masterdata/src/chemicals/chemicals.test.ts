import { describe, expect, it } from 'vitest';
import { PICTOGRAM_CODES } from '@duerp/domain/chemicals';
import { HAZARD_STATEMENTS, PICTOGRAMS, hazardStatement } from './index.js';

const CODE_FORMAT = /^(H[234]\d{2}(i|F|D|FD|Fd|Df|f|d|fd)?|EUH\d{3})$/;

describe('hazard statements table', () => {
  it('has every code once', () => {
    const codes = HAZARD_STATEMENTS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('writes every code as the CLP does and every wording as one clean line', () => {
    for (const { code, libelle } of HAZARD_STATEMENTS) {
      expect(code).toMatch(CODE_FORMAT);
      expect(libelle).toBe(libelle.trim());
      expect(libelle).not.toMatch(/\s{2,}|[\n\t]|\.$/);
      expect(libelle.length).toBeGreaterThan(5);
    }
  });

  it('holds the CMR codes and their variants', () => {
    for (const code of [
      'H340',
      'H341',
      'H350',
      'H350i',
      'H351',
      'H360',
      'H360F',
      'H360D',
      'H360FD',
      'H360Fd',
      'H360Df',
      'H361',
      'H361f',
      'H361d',
      'H361fd',
    ]) {
      expect(hazardStatement(code), code).toBeDefined();
    }
    expect(hazardStatement('H350')?.libelle).toMatch(/^Peut provoquer le cancer/);
  });

  it('keeps out the GHS codes the EU did not adopt', () => {
    for (const code of ['H227', 'H303', 'H316', 'H320', 'H333', 'H401', 'H402', 'H403']) {
      expect(hazardStatement(code), code).toBeUndefined();
    }
  });

  it('spans the physical, health and environmental hazards', () => {
    expect(hazardStatement('H200')).toBeDefined();
    expect(hazardStatement('H420')).toBeDefined();
    expect(HAZARD_STATEMENTS.length).toBeGreaterThanOrEqual(75);
  });
});

describe('CLP pictograms', () => {
  it('are the nine SGH01 to SGH09, each named and drawn', () => {
    expect(PICTOGRAMS.map((p) => p.code)).toEqual([...PICTOGRAM_CODES]);
    expect(PICTOGRAMS).toHaveLength(9);
    for (const p of PICTOGRAMS) {
      expect(p.nom.length).toBeGreaterThan(3);
      expect(p.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100"/);
      expect(p.svg).toContain(`<title>${p.code} – ${p.nom}</title>`);
      expect(p.svg).not.toMatch(/<script|on\w+=|href=/i);
    }
  });
});
