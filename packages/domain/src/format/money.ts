const withCents = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rounded = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "1 234,50 €" — or "1 235 €" when `round` is set. Spaces are plain spaces. */
export function formatMoney(amount: number, options: { round?: boolean } = {}): string {
  const formatter = options.round ? rounded : withCents;
  return formatter.format(amount).replace(/[\u202f\u00a0]/g, ' ');
}

/** Rounds a euro amount to the cent, avoiding binary drift (1.005 → 1.01). */
export function roundToCent(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
