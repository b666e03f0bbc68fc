import { VAT_RATE } from '../payment/pricing.js';
import { formatDateLong } from '../calendar/dates.js';
import { formatMoney } from '../text/money.js';
import { formatNumber } from '../text/numbers.js';

const DAY_MS = 86_400_000;

/** What an issued invoice states, for its presentation. */
export interface InvoiceToPresent {
  number: string;
  /** "Plan Premium – …, 1 an (du 2026-11-23 au 2027-11-23)", as stored at issue. */
  description: string;
  issuedAt: Date | string;
  amountHtCents: number;
  vatCents: number;
  amountTtcCents: number;
}

/** An invoice's texts, dates and amounts as its PDF writes them. */
export interface InvoicePresentation {
  /** "Facture n° F-2026-000001". */
  title: string;
  /** "23 novembre 2026": the issue date, which is also the payment date. */
  issuedOn: string;
  designation: string;
  /** "du 23 novembre 2026 au 22 novembre 2027", or null when the description states no period. */
  period: string | null;
  /** "299,00 €", "TVA 20 %", "59,80 €", "358,80 €". */
  ht: string;
  vatLabel: string;
  vat: string;
  ttc: string;
}

/** An amount in cents as an invoice writes it: "1 234,50 €". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/**
 * The designation and the period covered, read from the stored description (the only place the
 * period is kept). An annual period ends the day before its anniversary: "(du 2026-11-23 au
 * 2027-11-23)" reads "du 23 novembre 2026 au 22 novembre 2027".
 */
export function invoiceLine(description: string): { designation: string; period: string | null } {
  const match = /^(.*) \(du (\d{4}-\d{2}-\d{2}) au (\d{4}-\d{2}-\d{2})\)$/.exec(description);
  if (!match) return { designation: description, period: null };
  const [, designation = description, start = '', end = ''] = match;
  const lastDay = new Date(Date.parse(`${end}T12:00:00Z`) - DAY_MS);
  return {
    designation,
    period: `du ${formatDateLong(`${start}T12:00:00Z`)} au ${formatDateLong(lastDay)}`,
  };
}

/** An invoice as its PDF shows it (Code de commerce L441-9). */
export function presentInvoice(invoice: InvoiceToPresent): InvoicePresentation {
  return {
    title: `Facture n° ${invoice.number}`,
    issuedOn: formatDateLong(invoice.issuedAt),
    ...invoiceLine(invoice.description),
    ht: formatCents(invoice.amountHtCents),
    vatLabel: `TVA ${formatNumber(VAT_RATE * 100)} %`,
    vat: formatCents(invoice.vatCents),
    ttc: formatCents(invoice.amountTtcCents),
  };
}
