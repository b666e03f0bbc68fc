/** Rounds a euro amount to the cent, avoiding binary drift (1.005 → 1.01). */
export function roundToCent(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
