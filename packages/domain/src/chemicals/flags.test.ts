import { describe, expect, it } from 'vitest';
import { addYears, cmrWithoutSubstitution, fdsFlagOf } from './flags.js';

const at = (iso: string) => new Date(iso);

describe('fdsFlagOf', () => {
  it('flags a product without a sheet, whatever its date', () => {
    expect(
      fdsFlagOf({ hasFile: false, dateRevision: '2026-01-01' }, at('2026-12-03T12:00:00Z')),
    ).toBe('manquante');
  });

  it('flags a sheet without a revision date', () => {
    expect(fdsFlagOf({ hasFile: true, dateRevision: null }, at('2026-12-03T12:00:00Z'))).toBe(
      'sans-date',
    );
  });

  it('keeps a sheet current up to three years to the day, flags it the day after', () => {
    const sheet = { hasFile: true, dateRevision: '2023-12-04' };
    expect(fdsFlagOf(sheet, at('2026-12-04T12:00:00Z'))).toBeNull();
    expect(fdsFlagOf(sheet, at('2026-12-05T12:00:00Z'))).toBe('ancienne');
  });

  it('counts days in Paris: 23:30 UTC on the last day is already the next day there', () => {
    const sheet = { hasFile: true, dateRevision: '2023-12-04' };
    expect(fdsFlagOf(sheet, at('2026-12-04T22:59:00Z'))).toBeNull();
    expect(fdsFlagOf(sheet, at('2026-12-04T23:30:00Z'))).toBe('ancienne');
  });

  it('ages a sheet of 29 February to 28 February', () => {
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    const sheet = { hasFile: true, dateRevision: '2024-02-29' };
    expect(fdsFlagOf(sheet, at('2027-02-28T12:00:00Z'))).toBeNull();
    expect(fdsFlagOf(sheet, at('2027-03-01T12:00:00Z'))).toBe('ancienne');
  });
});

describe('cmrWithoutSubstitution', () => {
  it('flags a proven CMR with an empty substitution log only', () => {
    expect(cmrWithoutSubstitution('avere', 0)).toBe(true);
    expect(cmrWithoutSubstitution('avere', 1)).toBe(false);
    expect(cmrWithoutSubstitution('suspecte', 0)).toBe(false);
    expect(cmrWithoutSubstitution(null, 0)).toBe(false);
  });
});
