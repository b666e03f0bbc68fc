import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { countryName, formatDateLong, formatMoney } from '@duerp/domain';
import type { Env } from '../../config/env.js';
import type { InvoiceRow } from './invoices.repository.js';

// DejaVu Sans (free licence, Bitstream Vera derivative): accents and € in every PDF we issue.
const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

/** A French invoice: seller, buyer's address and VAT number, HT, TVA 20 %, TTC, number. */
export function renderInvoicePdf(invoice: InvoiceRow, env: Env): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Facture ${invoice.number}`, CreationDate: invoice.issuedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);

    doc.font('bold').fontSize(20).fillColor('#1e3a8a').text(`Facture ${invoice.number}`);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#334155')
      .text(`Date : ${formatDateLong(invoice.issuedAt)}`)
      .moveDown();
    const top = doc.y;
    doc.font('bold').fillColor('#0f172a').text('Vendeur', 56, top);
    doc
      .font('regular')
      .text(
        [
          env.SELLER_NAME,
          env.SELLER_ADDRESS,
          `SIRET : ${env.SELLER_SIRET}`,
          `TVA : ${env.SELLER_VAT_NUMBER}`,
        ].join('\n'),
        56,
        doc.y,
        { width: 220 },
      );
    const buyer = invoice.billingAddress;
    doc.font('bold').text('Client', 320, top);
    doc
      .font('regular')
      .text(
        [
          buyer.name,
          buyer.line1,
          buyer.line2,
          `${buyer.postalCode ?? ''} ${buyer.city ?? ''}`,
          countryName(buyer.country ?? ''),
          buyer.vatNumber ? `TVA : ${buyer.vatNumber}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        320,
        doc.y,
        { width: 220 },
      );
    doc.moveDown(3);
    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc
        .font(bold ? 'bold' : 'regular')
        .text(label, 56, y, { width: 330 })
        .text(value, 400, y, { width: 140, align: 'right' });
      doc.moveDown(0.6);
    };
    doc.x = 56;
    row('Désignation', 'Montant', true);
    row(invoice.description, `${formatMoney(invoice.amountHtCents / 100)} HT`);
    row('TVA 20 %', formatMoney(invoice.vatCents / 100));
    row('Total TTC', formatMoney(invoice.amountTtcCents / 100), true);
    doc
      .moveDown(2)
      .font('regular')
      .fontSize(9)
      .fillColor('#475569')
      .text('Facture acquittée. Paiement en phase de test : aucune somme n’a été prélevée.', 56);
    doc.end();
  });
}
