import { presentInvoice } from '@duerp/domain/presentation';
import type { OperatorIdentity } from '@duerp/domain/operator';
import { FlowWriter } from '../../publishing/pdf/index.js';
import type { InvoiceRow } from './invoices.repository.js';
import { buyerLines, paymentLines, sellerLines } from './invoice-text.js';

export const TEST_INVOICE_MARK = 'FACTURE DE TEST — sans valeur';

export interface InvoiceRenderOptions {
  /** The operator's identity at the time of rendering (database over environment). */
  seller: OperatorIdentity;
  /** Issued through the built-in test payment provider: marked as worthless. */
  isTestInvoice: boolean;
}

const LEFT = 56;

/**
 * A French invoice (Code de commerce L441-9, CGI art. 242 nonies A of annex II): number, issue
 * date, seller and buyer, designation and period, HT, VAT rate and amount, TTC, payment date and
 * means, late-payment conditions.
 */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  { seller, isTestInvoice }: InvoiceRenderOptions,
): Promise<Buffer> {
  const shown = presentInvoice(invoice);
  // DejaVu Sans (the engine's fonts), laid out by pdfkit: accents and € in every PDF we issue.
  const doc = new FlowWriter({
    margin: LEFT,
    info: {
      Title: `Facture ${invoice.number}${isTestInvoice ? ` (${TEST_INVOICE_MARK})` : ''}`,
      CreationDate: invoice.issuedAt,
    },
  });

  if (isTestInvoice) {
    doc.style({ font: 'bold', size: 14, color: '#b91c1c' }).text(TEST_INVOICE_MARK).moveDown(0.5);
  }
  doc.style({ font: 'bold', size: 20, color: '#1e3a8a' }).text(shown.title);
  doc
    .style({ font: 'regular', size: 10, color: '#334155' })
    .text(`Date d’émission : ${shown.issuedOn}`)
    .moveDown();

  const top = doc.y;
  const block = (title: string, lines: string[], x: number) => {
    doc.style({ font: 'bold', color: '#0f172a' }).text(title, { x, y: top, width: 236 });
    doc.style({ font: 'regular' }).text(lines.join('\n'), { x, y: doc.y, width: 236 });
    return doc.y;
  };
  const bottom = Math.max(
    block('Vendeur', sellerLines(seller), LEFT),
    block('Client', buyerLines(invoice.billingAddress), 304),
  );

  const { designation, period, ht } = shown;
  doc.y = bottom + 28;
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.style({ font: bold ? 'bold' : 'regular' });
    doc.text(cells[0], { x: LEFT, y, width: 250 });
    const after = doc.y;
    doc.text(cells[1], { x: 310, y, width: 40, align: 'right' });
    doc.text(cells[2], { x: 355, y, width: 90, align: 'right' });
    doc.text(cells[3], { x: 450, y, width: 90, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  };
  row(['Désignation', 'Qté', 'Prix unitaire HT', 'Total HT'], true);
  row([designation, '1', ht, ht]);
  if (period) doc.text(`Période : ${period}`, { x: LEFT, y: doc.y - 4, width: 484 }).moveDown(0.6);
  doc.rule(LEFT, 540, '#cbd5e1');
  doc.y += 8;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.style({ font: bold ? 'bold' : 'regular' }).text(label, { x: 310, y, width: 135 });
    doc.text(value, { x: 450, y, width: 90, align: 'right' });
    doc.y += 4;
  };
  total('Total HT', ht);
  total(shown.vatLabel, shown.vat);
  total('Total TTC', shown.ttc, true);

  doc.moveDown(2).style({ font: 'regular', size: 9, color: '#475569' });
  for (const line of paymentLines(shown.issuedOn, isTestInvoice))
    doc.text(line, { x: LEFT }).moveDown(0.4);
  if (isTestInvoice)
    doc.moveDown().style({ font: 'bold', color: '#b91c1c' }).text(TEST_INVOICE_MARK);
  return doc.finish();
}
