import { describe, expect, it } from 'vitest';
import {
  DisplayNameSchema,
  OptionalDisplayNameSchema,
  PEOPLE_MESSAGES,
  nameFromEmail,
  personLabel,
} from './people.js';

describe('display names', () => {
  it('keeps a name cleaned, on one line, 1–80 characters', () => {
    expect(DisplayNameSchema.parse('  Marie\u0007\n\tMartin  ')).toBe('Marie Martin');
    expect(DisplayNameSchema.parse('x'.repeat(80))).toHaveLength(80);
    expect(DisplayNameSchema.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe(
      PEOPLE_MESSAGES.nameTooLong,
    );
    expect(DisplayNameSchema.safeParse(' \u0001 ').error?.issues[0]?.message).toBe(
      PEOPLE_MESSAGES.nameRequired,
    );
    expect(OptionalDisplayNameSchema.parse('  ')).toBe('');
  });

  it('refuses a name made only of zero-width or other invisible characters', () => {
    expect(DisplayNameSchema.safeParse('\u200B\u2060\uFEFF').error?.issues[0]?.message).toBe(
      PEOPLE_MESSAGES.nameRequired,
    );
    expect(OptionalDisplayNameSchema.parse('\u200B \u200D')).toBe('');
  });

  it('names a person by their name, else by the fallback of today', () => {
    expect(personLabel('Léa Bernard', 'lea@exemple.fr')).toBe('Léa Bernard');
    expect(personLabel(null, 'lea@exemple.fr')).toBe('lea@exemple.fr');
    expect(nameFromEmail('lea.bernard@exemple.fr')).toBe('Lea.bernard');
  });
});
