/** SIRET (14 digits) as 3-3-3-5, SIREN (9 digits) as 3-3-3; anything else unchanged. */
export function formatSiret(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\s/g, '');
  if (/^\d{14}$/.test(digits)) {
    return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
  }
  if (/^\d{9}$/.test(digits)) {
    return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  }
  return value.trim();
}
