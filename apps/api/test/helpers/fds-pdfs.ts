/* eslint-disable no-restricted-syntax -- test fixtures only: a safety data sheet as a supplier's tool writes it, encrypted or image-only, which the PDF engine (made for our DUERP) has no reason to offer */
import { createDeflate } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** The bytes pdfkit writes for a document drawn by `draw`. */
function render(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export interface FdsFixture {
  nom: string;
  /** Codes printed in section 2: the suggestions expected. */
  section2: string[];
  /** Codes printed in sections 3 and 16 only: never suggested. */
  elsewhere: string[];
}

/** A garage degreaser's sheet, CMR (H350, H360FD), with other codes in sections 3 and 16. */
export const DEGREASER: FdsFixture = {
  nom: 'Dégraissant Moteur DX 500',
  section2: ['H225', 'H304', 'H315', 'H336', 'H350', 'H360FD', 'H411', 'EUH066'],
  elsewhere: ['H361d', 'H373', 'H341', 'H319'],
};

/** A real-looking safety data sheet: sections 1 to 3 on page 1, section 16 on page 2. */
export function fdsPdf(fixture: FdsFixture = DEGREASER): Promise<Buffer> {
  return render((doc) => {
    doc.fontSize(14).text('FICHE DE DONNÉES DE SÉCURITÉ');
    doc.fontSize(9).text('Conforme au règlement (CE) n° 1907/2006 (REACH), annexe II');
    doc.text('Date de révision : 12/03/2025   Version : 4.0');
    doc
      .moveDown()
      .fontSize(11)
      .text("RUBRIQUE 1 : Identification de la substance/du mélange et de la société/l'entreprise");
    doc.fontSize(9).text(`1.1 Identificateur de produit : ${fixture.nom}`);
    doc.text('1.3 Fournisseur : Chimie Atelier SAS, 12 rue des Forges, 69000 Lyon');
    doc.moveDown().fontSize(11).text('RUBRIQUE 2 : Identification des dangers');
    doc.fontSize(9).text('2.1 Classification de la substance ou du mélange');
    doc.text(
      `Classification selon le règlement (CE) n° 1272/2008 : ${fixture.section2.slice(0, 3).join(', ')}`,
    );
    doc.text('2.2 Éléments d’étiquetage — Mentions de danger :');
    for (const code of fixture.section2) doc.text(`${code}  Mention de danger du produit.`);
    doc.text('2.3 Autres dangers : aucun connu.');
    doc.moveDown().fontSize(11).text('RUBRIQUE 3 : Composition/informations sur les composants');
    doc
      .fontSize(9)
      .text(`Toluène  CAS 108-88-3  10-25 %  ${fixture.elsewhere.slice(0, 2).join(', ')}`);
    doc.addPage();
    doc.fontSize(11).text('RUBRIQUE 16 : Autres informations');
    doc.fontSize(9).text('Texte intégral des mentions H citées :');
    for (const code of fixture.elsewhere) doc.text(`${code}  Libellé.`);
  });
}

/** A scanned sheet: one page holding only a picture, no text. */
export async function scannedPdf(): Promise<Buffer> {
  const picture = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 240, b: 235 } },
  })
    .png()
    .toBuffer();
  return render((doc) => doc.image(picture, 0, 0, { width: 595 }));
}

/** A sheet encrypted with a user password: pdf.js cannot read it without the password. */
export function encryptedPdf(): Promise<Buffer> {
  return render(
    (doc) => {
      doc.text('RUBRIQUE 2 : Identification des dangers');
      doc.text('H350 Peut provoquer le cancer.');
    },
    { userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' },
  );
}

/** A stream of `megabytes` of spaces, deflated (a few hundred bytes per megabyte). */
function deflatedSpaces(megabytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9 });
    const chunks: Buffer[] = [];
    deflate.on('data', (c: Buffer) => chunks.push(c));
    deflate.on('end', () => resolve(Buffer.concat(chunks)));
    deflate.on('error', reject);
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < megabytes; i++) deflate.write(block);
    deflate.end();
  });
}

/**
 * A PDF bomb: a one-page file of under a megabyte whose content stream inflates to `megabytes`
 * of spaces, and whose page tree claims a billion pages.
 */
export async function bombPdf(megabytes = 400): Promise<Buffer> {
  const stream = await deflatedSpaces(megabytes);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  const object = (n: number, body: Buffer | string) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  };
  push('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  object(
    4,
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  const xref = length;
  push(`xref\n0 5\n0000000000 65535 f \n`);
  for (let n = 1; n <= 4; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
