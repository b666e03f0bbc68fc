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

/** "1 234,50 €" — or "1 235 €" when `round` is set. Spaces are plain spaces (prices, invoices). */
export function formatMoney(amount: number, options: { round?: boolean } = {}): string {
  const formatter = options.round ? rounded : withCents;
  return formatter.format(amount).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * A budget: "2 400 €", or "2 400,50 €" when there are cents. Intl's fr-FR spacing is kept: a
 * narrow no-break space between thousands and a no-break space before "€", so an amount never
 * breaks across lines on screen (the PDF draws both as ordinary spaces).
 */
export function formatBudget(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? rounded.format(cents / 100) : withCents.format(cents / 100);
}

/** The spreadsheet number format that shows an amount as formatBudget writes it. */
export function budgetCellFormat(amount: number): string {
  return Math.round(amount * 100) % 100 === 0 ? '#,##0 "€"' : '#,##0.00 "€"';
}
