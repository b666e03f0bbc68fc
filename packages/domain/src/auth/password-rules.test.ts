import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './messages.js';
import { firstPasswordError, PASSWORD_RULES } from './password-rules.js';
import { AccountCreateBodySchema } from './schemas.js';
import { isValidEmail, normalizeEmail } from './email.js';

describe('password rules (in order)', () => {
  it('rejects a password shorter than 8 characters first', () => {
    expect(firstPasswordError('a1!')).toBe(AUTH_MESSAGES.passwordMinLength);
    expect(firstPasswordError('')).toBe(AUTH_MESSAGES.passwordMinLength);
  });
  it('then requires a letter', () => {
    expect(firstPasswordError('12345678!')).toBe(AUTH_MESSAGES.passwordLetter);
  });
  it('then requires a digit', () => {
    expect(firstPasswordError('abcdefgh!')).toBe(AUTH_MESSAGES.passwordDigit);
  });
  it('then requires a special character from the accepted list', () => {
    expect(firstPasswordError('abcdefg1')).toBe(AUTH_MESSAGES.passwordSpecial);
    expect(firstPasswordError('abcdefg1_')).toBe(AUTH_MESSAGES.passwordSpecial);
    for (const c of '!@#$%^&*(),.?":{}|<>') expect(firstPasswordError(`abcdefg1${c}`)).toBeNull();
  });
  it('reports a missing password as required', () => {
    expect(firstPasswordError(undefined)).toBe(AUTH_MESSAGES.passwordRequired);
  });
  it('accepts accented letters as letters', () => {
    expect(firstPasswordError('éééééé1!')).toBeNull();
  });
  it('lists the four rules for the live checklist in their order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'letter', 'digit', 'special']);
  });
  it('reports the first failing rule through the create-account schema', () => {
    const result = AccountCreateBodySchema.safeParse({
      emailAddress: 'a@b.fr',
      newPassword: 'abcdefgh',
      captchaToken: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.passwordDigit);
  });
});

describe('e-mail pattern', () => {
  it.each(['jean@exemple.fr', 'a.b+c@sous.domaine.com'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['', 'jean', 'jean@', 'jean@exemple', 'je an@exemple.fr', '@exemple.fr'])(
    'rejects %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
  it('normalises case and spaces', () => {
    expect(normalizeEmail('  Jean@Exemple.FR ')).toBe('jean@exemple.fr');
  });
});
