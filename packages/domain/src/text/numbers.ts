/*
 * Numbers as every view, file and message shows them, French style. Creating an Intl formatter
 * costs far more than formatting with it: each is built once.
 */
const plain = new Intl.NumberFormat('fr-FR');
const oneDecimal = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToOneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "1 200", "0,75": grouped with fr-FR's narrow no-break space, up to three decimals. */
export function formatNumber(n: number): string {
  return plain.format(n);
}

/** "4,5", "20,0": exactly one decimal (risk values). */
export function formatOneDecimal(n: number): string {
  return oneDecimal.format(n);
}

/** "12,5", "10": one decimal at most (proportions, sizes). */
export function formatUpToOneDecimal(n: number): string {
  return upToOneDecimal.format(n);
}

/** The PDF draws its texts with ordinary spaces: fr-FR's narrow no-break space becomes one. */
export function withPlainSpaces(text: string): string {
  return text.replace(/\u202f/g, ' ');
}
