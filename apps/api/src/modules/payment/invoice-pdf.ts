import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatDateLong, formatMoney, type OperatorIdentity } from '@duerp/domain';
import type { InvoiceRow } from './invoices.repository.js';
import { buyerLines, invoiceLine, paymentLines, sellerLines } from './invoice-text.js';

// DejaVu Sans (free licence, Bitstream Vera derivative): accents and € in every PDF we issue.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

export const TEST_INVOICE_MARK = 'FACTURE DE TEST — sans valeur';

export interface InvoiceRenderOptions {
  /** The operator's identity at the time of rendering (database over environment). */
  seller: OperatorIdentity;
  /** Issued through the built-in test payment provider: marked as worthless. */
  isTestInvoice: boolean;
}

const LEFT = 56;
const money = (cents: number) => formatMoney(cents / 100);

/**
 * A French invoice (Code de commerce L441-9, CGI art. 242 nonies A of annex II): number, issue
 * date, seller and buyer, designation and period, HT, VAT rate and amount, TTC, payment date and
 * means, late-payment conditions.
 */
export function renderInvoicePdf(
  invoice: InvoiceRow,
  { seller, isTestInvoice }: InvoiceRenderOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: LEFT,
      info: {
        Title: `Facture ${invoice.number}${isTestInvoice ? ` (${TEST_INVOICE_MARK})` : ''}`,
        CreationDate: invoice.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);

    if (isTestInvoice) {
      doc.font('bold').fontSize(14).fillColor('#b91c1c').text(TEST_INVOICE_MARK).moveDown(0.5);
    }
    doc.font('bold').fontSize(20).fillColor('#1e3a8a').text(`Facture n° ${invoice.number}`);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#334155')
      .text(`Date d’émission : ${formatDateLong(invoice.issuedAt)}`)
      .moveDown();

    const top = doc.y;
    const block = (title: string, lines: string[], x: number) => {
      doc.font('bold').fillColor('#0f172a').text(title, x, top, { width: 236 });
      doc.font('regular').text(lines.join('\n'), x, doc.y, { width: 236 });
      return doc.y;
    };
    const bottom = Math.max(
      block('Vendeur', sellerLines(seller), LEFT),
      block('Client', buyerLines(invoice.billingAddress), 304),
    );

    const { designation, period } = invoiceLine(invoice.description);
    doc.y = bottom + 28;
    const row = (cells: [string, string, string, string], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'bold' : 'regular');
      doc.text(cells[0], LEFT, y, { width: 250 });
      const after = doc.y;
      doc.text(cells[1], 310, y, { width: 40, align: 'right' });
      doc.text(cells[2], 355, y, { width: 90, align: 'right' });
      doc.text(cells[3], 450, y, { width: 90, align: 'right' });
      doc.y = Math.max(after, doc.y) + 6;
    };
    row(['Désignation', 'Qté', 'Prix unitaire HT', 'Total HT'], true);
    const ht = money(invoice.amountHtCents);
    row([designation, '1', ht, ht]);
    if (period) doc.text(`Période : ${period}`, LEFT, doc.y - 4, { width: 484 }).moveDown(0.6);
    doc.moveTo(LEFT, doc.y).lineTo(540, doc.y).strokeColor('#cbd5e1').stroke();
    doc.y += 8;
    const total = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'bold' : 'regular').text(label, 310, y, { width: 135 });
      doc.text(value, 450, y, { width: 90, align: 'right' });
      doc.y += 4;
    };
    total('Total HT', ht);
    total('TVA 20 %', money(invoice.vatCents));
    total('Total TTC', money(invoice.amountTtcCents), true);

    doc.moveDown(2).font('regular').fontSize(9).fillColor('#475569');
    for (const line of paymentLines(invoice, isTestInvoice)) doc.text(line, LEFT).moveDown(0.4);
    if (isTestInvoice) doc.moveDown().font('bold').fillColor('#b91c1c').text(TEST_INVOICE_MARK);
    doc.end();
  });
}
