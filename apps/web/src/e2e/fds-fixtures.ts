/* eslint-disable no-restricted-syntax -- test fixtures only: a safety data sheet as a supplier's tool writes it, which the PDF engine (made for our DUERP) has no reason to offer */
import PDFDocument from 'pdfkit';

/** A product of the journeys and the codes its sheet prints in section 2. */
export interface FdsSheet {
  nom: string;
  fournisseur: string;
  revision: string;
  section2: string[];
  /** Printed in section 3 only: never suggested. */
  section3: string[];
}

/** A text safety data sheet: sections 1 to 3 on page 1, section 16 on page 2. */
export function fdsPdf(sheet: FdsSheet): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('FICHE DE DONNÉES DE SÉCURITÉ');
    doc.fontSize(9).text('Conforme au règlement (CE) n° 1907/2006 (REACH), annexe II');
    doc.text(`Date de révision : ${sheet.revision}   Version : 3.1`);
    doc
      .moveDown()
      .fontSize(11)
      .text("RUBRIQUE 1 : Identification de la substance/du mélange et de la société/l'entreprise");
    doc.fontSize(9).text(`1.1 Identificateur de produit : ${sheet.nom}`);
    doc.text(`1.3 Fournisseur : ${sheet.fournisseur}`);
    doc.moveDown().fontSize(11).text('RUBRIQUE 2 : Identification des dangers');
    doc.fontSize(9).text('2.1 Classification de la substance ou du mélange');
    doc.text('2.2 Éléments d’étiquetage — Mentions de danger :');
    for (const code of sheet.section2) doc.text(`${code}  Mention de danger du produit.`);
    doc.text('2.3 Autres dangers : aucun connu.');
    doc.moveDown().fontSize(11).text('RUBRIQUE 3 : Composition/informations sur les composants');
    doc.fontSize(9).text(`Composant A  CAS 64742-48-9  10-25 %  ${sheet.section3.join(', ')}`);
    doc.addPage();
    doc.fontSize(11).text('RUBRIQUE 16 : Autres informations');
    doc.fontSize(9).text('Texte intégral des mentions H citées en rubrique 3.');
    doc.end();
  });
}
