/** La Poste's SIREN: its establishments' SIRETs do not follow the Luhn key (INSEE exception). */
const LA_POSTE_SIREN = '356000000';

function luhnSum(digits: string): number {
  let sum = 0;
  // From the right, every second digit is doubled (the key digit itself is not).
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const value = i % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum;
}

/**
 * True when `value` is a SIRET: 14 digits (spaces allowed between them) whose Luhn key is right.
 * La Poste's establishments (SIREN 356000000) are valid when the sum of their digits is a
 * multiple of 5, as INSEE numbers them.
 */
export function isValidSiret(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  if (luhnSum(digits) % 10 === 0) return true;
  if (!digits.startsWith(LA_POSTE_SIREN)) return false;
  const digitSum = [...digits].reduce((sum, digit) => sum + Number(digit), 0);
  return digitSum % 5 === 0;
}
