import { formatSiret } from '@duerp/domain';
import { DOCUMENT_TITLE, type PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../pdf-layout.js';
import { COLORS } from '../pdf-theme.js';

const NOT_SET = 'Non renseigné';

function effectif(ctx: PdfContext): string {
  const e = ctx.entreprise;
  if (e?.nombreEmployes === null || e?.nombreEmployes === undefined) return NOT_SET;
  const n = e.nombreEmployes;
  const unit = e.isSecteurPublic ? (n > 1 ? 'agents' : 'agent') : n > 1 ? 'salariés' : 'salarié';
  return `${n.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} ${unit}`;
}

/** The identity of the employer, as the inspector reads it first. */
function companyRows(ctx: PdfContext): [string, string][] {
  const e = ctx.entreprise;
  const value = (text: string | undefined) => (text?.trim() ? text.trim() : NOT_SET);
  const rows: [string, string][] = [['Raison sociale', value(e?.nom)]];
  if (e?.isEtablissement) rows.push(['Établissement', value(e.nomDeLEtablissement)]);
  rows.push(
    ['Périmètre', e?.isEtablissement ? 'Un établissement' : "L'entreprise"],
    ['N° SIRET', e?.siret.trim() ? formatSiret(e.siret) : NOT_SET],
    ['Adresse', value(e?.adresse)],
    [
      "Secteur d'activité",
      `${value(e?.secteurDActivite)}${e ? (e.isSecteurPublic ? ' (secteur public)' : ' (secteur privé)') : ''}`,
    ],
    [e?.isSecteurPublic ? "Nombre d'agents" : 'Effectif', effectif(ctx)],
    ['Représentant légal', value(e?.nomDuRepresentantLegal)],
  );
  return rows;
}

/** Page 1: title band, employer, version, integrity. */
export function renderCover(w: PdfWriter, ctx: PdfContext): void {
  w.section = '';
  w.addPage('portrait');
  const { left, right, width, pageWidth } = w.frame;

  // Title band.
  w.rect(0, 0, pageWidth, 218, COLORS.primary);
  w.rect(0, 218, pageWidth, 4, COLORS.accent);
  w.drawLine('DUERP', left, 62, { font: 'bold', size: 11, color: '#93c5fd' });
  const titleLines = w.wrap(DOCUMENT_TITLE, 'bold', 25, width - 40);
  w.drawLines(titleLines, left, 84, { font: 'bold', size: 25, color: COLORS.white, leading: 1.2 });
  w.drawLine(
    'Articles L4121-1 à L4121-3-1 et R4121-1 à R4121-4 du Code du travail',
    left,
    84 + titleLines.length * 30 + 12,
    { font: 'regular', size: 9.5, color: '#cbd5e1' },
  );

  // Employer.
  w.y = 262;
  const nameLines = w.wrap(ctx.companyName, 'bold', 20, width);
  w.drawLines(nameLines, left, w.y, { font: 'bold', size: 20, color: COLORS.ink, leading: 1.2 });
  w.y += nameLines.length * 24 + 14;
  for (const [label, value] of companyRows(ctx)) {
    const lines = w.wrap(value, 'regular', 10, width - 150);
    w.drawLine(label, left, w.y, { font: 'regular', size: 9, color: COLORS.muted });
    w.drawLines(lines, left + 150, w.y - 0.5, {
      font: 'regular',
      size: 10,
      color: COLORS.ink,
      leading: 1.35,
    });
    w.y += Math.max(1, lines.length) * 13.5 + 6;
    w.hline(left, right, w.y - 3.5, COLORS.hairline);
  }

  // Version.
  w.y += 18;
  const notes = ctx.input.notesDeVersion.trim() || 'Aucune note pour cette version.';
  const noteLines = w.wrap(notes, 'italic', 9, width - 32);
  const shownNotes = noteLines.slice(
    0,
    Math.max(1, Math.floor((w.frame.bottom - 120 - w.y - 70) / 12.5)),
  );
  if (shownNotes.length < noteLines.length) {
    ctx.notesOverflow = true;
    shownNotes.push({
      text: '[…] (notes complètes à la fin de la synthèse)',
      width: 0,
      last: true,
    });
  }
  const boxHeight = 62 + shownNotes.length * 12.5;
  w.rect(left, w.y, width, boxHeight, COLORS.primaryLight, 4);
  w.drawLine(`Version n° ${ctx.input.versionNumber}`, left + 16, w.y + 14, {
    font: 'bold',
    size: 14,
    color: COLORS.primary,
  });
  w.drawLine(`Établie le ${ctx.dateLabel}`, left, w.y + 17, {
    font: 'regular',
    size: 10,
    color: COLORS.ink,
    align: 'right',
    width: width - 16,
  });
  w.drawLine('Notes de version', left + 16, w.y + 40, {
    font: 'bold',
    size: 8.5,
    color: COLORS.muted,
  });
  w.drawLines(shownNotes, left + 16, w.y + 54, {
    font: 'italic',
    size: 9,
    color: COLORS.ink,
    leading: 1.38,
  });
  w.y += boxHeight + 16;

  if (ctx.demo) {
    const text =
      'Version de démonstration : les textes saisis sont inversés et ce document ne peut pas tenir lieu de document unique. ' +
      'La version complète est disponible avec une offre payante.';
    const lines = w.wrap(text, 'bold', 9, width - 28);
    const height = lines.length * 12 + 14;
    w.rect(left, w.y, width, height, '#fee2e2', 4);
    w.drawLines(lines, left + 14, w.y + 7, {
      font: 'bold',
      size: 9,
      color: COLORS.watermark,
      leading: 1.33,
    });
  }

  // Integrity, at the bottom of the page.
  const y = w.frame.bottom - 46;
  w.hline(left, right, y - 10, COLORS.rule);
  w.drawLine(
    "Empreinte SHA-256 de l'instantané de cette version (contrôle d'intégrité) :",
    left,
    y,
    {
      font: 'regular',
      size: 7.5,
      color: COLORS.muted,
    },
  );
  w.drawLine(ctx.input.snapshotSha256, left, y + 12, {
    font: 'mono',
    size: 7.5,
    color: COLORS.ink,
  });
  w.drawLine(
    "Ce document et ses versions successives sont conservés par l'employeur pendant au moins quarante ans (article L4121-3-1).",
    left,
    y + 26,
    { font: 'regular', size: 7.5, color: COLORS.muted },
  );
}
