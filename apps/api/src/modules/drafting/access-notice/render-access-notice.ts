import { ACCESS_NOTICE_TITLE, type AccessNoticeBody } from '@duerp/domain/access';
import { formatSiret } from '@duerp/domain/format';
import type { Entreprise } from '@duerp/domain/duerp';
import {
  BODY,
  COLORS,
  CONSULTATION_RECIPIENTS,
  drawQrCode,
  list,
  PAGE,
  paragraph,
  PdfWriter,
} from '../../publishing/pdf/index.js';

export interface AccessNoticeInput {
  entreprise: Entreprise | null;
  companyName: string;
  fields: Pick<AccessNoticeBody, 'lieu' | 'personne' | 'horaires'>;
  /** The share link to print as a QR code, when the employer chose one. */
  shareUrl: string | null;
}

const QR_SIZE = 92;

function heading(w: PdfWriter, text: string): void {
  w.y += 8;
  w.drawLine(text, w.frame.left, w.y, { font: 'bold', size: 11.5, color: COLORS.primary });
  w.y += 19;
}

/** "Label : value" rows of where and how the document is consulted. */
function consultationRows(w: PdfWriter, input: AccessNoticeInput): void {
  const { left, width } = w.frame;
  const labelWidth = 150;
  const textWidth = (input.shareUrl ? width - QR_SIZE - 16 : width) - labelWidth;
  const top = w.y;
  const rows: [string, string][] = [
    ['Lieu de consultation', input.fields.lieu],
    ['Personne à contacter', input.fields.personne],
    ['Horaires', input.fields.horaires],
  ];
  for (const [label, value] of rows) {
    const lines = w.wrap(value, 'regular', 10.5, textWidth);
    w.drawLine(label, left, w.y + 1, { font: 'bold', size: 9.5, color: COLORS.muted });
    w.drawLines(lines, left + labelWidth, w.y, { font: 'regular', size: 10.5, color: COLORS.ink });
    w.y += lines.length * 14 + 8;
  }
  if (input.shareUrl) {
    drawQrCode(w, input.shareUrl, left + width - QR_SIZE, top - 4, QR_SIZE);
    const caption = w.wrap('Consultation en ligne (lecture seule)', 'regular', 7.5, QR_SIZE + 20);
    w.drawLines(caption, left + width - QR_SIZE - 10, top + QR_SIZE, {
      font: 'regular',
      size: 7.5,
      color: COLORS.muted,
      align: 'center',
      width: QR_SIZE + 20,
    });
    w.y = Math.max(w.y, top + QR_SIZE + 12 + caption.length * 10);
  }
}

/**
 * The one-page notice posted where the internal rules are posted (article R4121-4): where, when
 * and from whom workers can consult the document, who else may, and its 40-year conservation.
 */
export async function renderAccessNotice(input: AccessNoticeInput): Promise<Buffer> {
  const w = new PdfWriter({
    info: {
      Title: ACCESS_NOTICE_TITLE,
      Author: input.companyName,
      Subject: ACCESS_NOTICE_TITLE,
      Creator: 'DUERP en ligne',
    },
    pages: PAGE,
    textColor: COLORS.ink,
  });
  w.addPage('portrait');
  const { left, width, pageWidth } = w.frame;

  w.rect(0, 0, pageWidth, 150, COLORS.primary);
  w.rect(0, 150, pageWidth, 4, COLORS.accent);
  w.drawLine('AFFICHAGE OBLIGATOIRE', left, 42, { font: 'bold', size: 10, color: '#93c5fd' });
  const title = w.wrap(ACCESS_NOTICE_TITLE, 'bold', 20, width);
  w.drawLines(title, left, 62, { font: 'bold', size: 20, color: COLORS.white, leading: 1.2 });

  w.y = 180;
  const name = w.wrap(input.companyName, 'bold', 16, width);
  w.drawLines(name, left, w.y, { font: 'bold', size: 16, color: COLORS.ink, leading: 1.2 });
  w.y += name.length * 19.2 + 2;
  const e = input.entreprise;
  const identity = [e?.siret.trim() ? `SIRET ${formatSiret(e.siret)}` : '', e?.adresse.trim() ?? '']
    .filter(Boolean)
    .join(' — ');
  if (identity) {
    const lines = w.wrap(identity, 'regular', 9.5, width);
    w.drawLines(lines, left, w.y, { font: 'regular', size: 9.5, color: COLORS.muted });
    w.y += lines.length * 13;
  }
  w.y += 10;

  heading(w, 'Où et comment consulter le document unique');
  consultationRows(w, input);

  heading(w, 'Qui peut le consulter');
  paragraph(
    w,
    'Le document unique est tenu à la disposition, notamment (article R4121-4 du Code du travail) :',
    {
      ...BODY,
      gapAfter: 4,
    },
  );
  list(w, CONSULTATION_RECIPIENTS);

  heading(w, 'Conservation');
  paragraph(
    w,
    "Le document unique, dans ses versions successives, est conservé par l'employeur et tenu à disposition pendant " +
      'une durée qui ne peut être inférieure à quarante ans à compter de son élaboration (articles L4121-3-1 et R4121-4 ' +
      'du Code du travail).',
    BODY,
  );

  const footer = w.wrap(
    "Avis affiché à une place convenable et aisément accessible dans les lieux de travail, au même emplacement que le règlement intérieur lorsqu'il existe (article R4121-4).",
    'regular',
    7.5,
    width,
  );
  const footerY = w.frame.bottom - footer.length * 10;
  w.hline(left, left + width, footerY - 8, COLORS.rule);
  w.drawLines(footer, left, footerY, { font: 'regular', size: 7.5, color: COLORS.muted });
  return w.finish();
}
