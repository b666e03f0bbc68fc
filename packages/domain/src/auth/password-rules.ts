import { AUTH_MESSAGES } from './messages.js';

export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password may use to satisfy the fourth rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export interface PasswordRule {
  id: 'length' | 'letter' | 'digit' | 'special';
  /** Short label of the live checklist. */
  label: string;
  message: string;
  test: (password: string) => boolean;
}

/** The password rules in the order they are checked: length, letter, digit, special character. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `Au moins ${PASSWORD_MIN_LENGTH} caractères`,
    message: AUTH_MESSAGES.passwordMinLength,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'letter',
    label: 'Au moins 1 lettre',
    message: AUTH_MESSAGES.passwordLetter,
    test: (p) => /\p{L}/u.test(p),
  },
  {
    id: 'digit',
    label: 'Au moins 1 chiffre',
    message: AUTH_MESSAGES.passwordDigit,
    test: (p) => /\d/.test(p),
  },
  {
    id: 'special',
    label: `Au moins 1 caractère spécial (${PASSWORD_SPECIAL_CHARACTERS})`,
    message: AUTH_MESSAGES.passwordSpecial,
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

/** The first failing rule's message, or null when the password is acceptable. */
export function firstPasswordError(password: string | null | undefined): string | null {
  if (password === null || password === undefined) return AUTH_MESSAGES.passwordRequired;
  const failing = PASSWORD_RULES.find((rule) => !rule.test(password));
  return failing ? failing.message : null;
}
