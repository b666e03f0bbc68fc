import { formatNumber, pluralWord, withPlainSpaces } from '@duerp/domain/text';
import { formatSiret } from '@duerp/domain/format';
import { formatVerificationCode } from '@duerp/domain/access';
import { DOCUMENT_TITLE, type PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { drawQrCode } from '../pdf-qr-code.js';
import { COLORS } from '../pdf-theme.js';

const NOT_SET = 'Non renseigné';

function effectif(ctx: PdfContext): string {
  const e = ctx.entreprise;
  if (e?.nombreEmployes === null || e?.nombreEmployes === undefined) return NOT_SET;
  const n = e.nombreEmployes;
  const unit = pluralWord(n, e.isSecteurPublic ? 'agent' : 'salarié');
  return `${withPlainSpaces(formatNumber(n))} ${unit}`;
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

/** Height kept free at the bottom of the cover's last page for the integrity block. */
const INTEGRITY_HEIGHT = 62;
/** The same with the verification code and its QR code (versions made since it exists). */
const VERIFIED_INTEGRITY_HEIGHT = 150;
const QR_SIZE = 78;

const integrityHeight = (ctx: PdfContext) =>
  ctx.input.verification ? VERIFIED_INTEGRITY_HEIGHT : INTEGRITY_HEIGHT;
/** The company name's sizes, largest first: the first that fits in NAME_MAX_LINES is used. */
const NAME_SIZES = [20, 16, 13] as const;
const NAME_MAX_LINES = 4;
const MIN_NAME_SIZE = 12;
const LABEL_WIDTH = 150;

/** Starts a portrait page when `height` does not fit above the integrity block's reserve. */
function makeRoom(w: PdfWriter, ctx: PdfContext, height: number): void {
  if (w.y + height <= w.frame.bottom - integrityHeight(ctx)) return;
  w.addPage('portrait');
}

/** The company name, as large as fits in a few lines (long names shrink, within limits). */
function drawCompanyName(w: PdfWriter, ctx: PdfContext): void {
  const { left, width } = w.frame;
  const size =
    NAME_SIZES.find(
      (c) => w.wrap(ctx.version.companyName, 'bold', c, width).length <= NAME_MAX_LINES,
    ) ?? MIN_NAME_SIZE;
  const lines = w.wrap(ctx.version.companyName, 'bold', size, width);
  w.drawLines(lines, left, w.y, { font: 'bold', size, color: COLORS.ink, leading: 1.2 });
  w.y += lines.length * size * 1.2 + 14;
}

/** One labelled row per field, each printed whole, flowing onto the next page when needed. */
function drawCompanyRows(w: PdfWriter, ctx: PdfContext): void {
  const { left, right, width } = w.frame;
  for (const [label, value] of companyRows(ctx)) {
    const lines = w.wrap(value, 'regular', 10, width - LABEL_WIDTH);
    const height = Math.max(1, lines.length) * 13.5 + 6;
    makeRoom(w, ctx, height);
    w.drawLine(label, left, w.y, { font: 'regular', size: 9, color: COLORS.muted });
    w.drawLines(lines, left + LABEL_WIDTH, w.y - 0.5, {
      font: 'regular',
      size: 10,
      color: COLORS.ink,
      leading: 1.35,
    });
    w.y += height;
    w.hline(left, right, w.y - 3.5, COLORS.hairline);
  }
}

/** The version box: number, date and notes (cut to the room left, then printed whole later). */
function drawVersion(w: PdfWriter, ctx: PdfContext): void {
  const { left, width } = w.frame;
  w.y += 18;
  makeRoom(w, ctx, 62 + 3 * 12.5);
  const notes = ctx.input.notesDeVersion.trim() || 'Aucune note pour cette version.';
  const noteLines = w.wrap(notes, 'italic', 9, width - 32);
  const room = w.frame.bottom - integrityHeight(ctx) - w.y - 62 - 16 - (ctx.demo ? 60 : 0);
  const shownNotes = noteLines.slice(0, Math.max(1, Math.floor(room / 12.5) - 1));
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
  w.drawLine(`Établie le ${ctx.version.date}`, left, w.y + 17, {
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
}

/** A boxed paragraph (demonstration warning, characters that could not be printed). */
function drawNotice(
  w: PdfWriter,
  ctx: PdfContext,
  text: string,
  fill: string,
  color: string,
): void {
  const { left, width } = w.frame;
  const lines = w.wrap(text, 'bold', 9, width - 28);
  const height = lines.length * 12 + 14;
  makeRoom(w, ctx, height);
  w.rect(left, w.y, width, height, fill, 4);
  w.drawLines(lines, left + 14, w.y + 7, { font: 'bold', size: 9, color, leading: 1.33 });
  w.y += height + 10;
}

/**
 * The cover: title band, employer, version, integrity. Every field is printed whole: long values
 * flow onto a second cover page (before the contents), the integrity block closing the last one.
 */
export function renderCover(w: PdfWriter, ctx: PdfContext): void {
  w.section = '';
  w.addPage('portrait');
  const { left, width, pageWidth } = w.frame;

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

  w.y = 262;
  drawCompanyName(w, ctx);
  drawCompanyRows(w, ctx);
  drawVersion(w, ctx);
  if (ctx.demo) {
    drawNotice(
      w,
      ctx,
      'Version de démonstration : les textes saisis sont inversés et ce document ne peut pas tenir lieu de document unique. ' +
        'La version complète est disponible avec une offre payante.',
      '#fee2e2',
      COLORS.watermark,
    );
  }
  if (w.hasUnprintable(coveredText(ctx))) {
    drawNotice(w, ctx, UNPRINTABLE_NOTICE, COLORS.primaryLight, COLORS.ink);
  }
  drawIntegrity(w, ctx);
}

/** What the cover's note about unprintable characters says. */
export const UNPRINTABLE_NOTICE =
  "Caractères non imprimables : ce document s'imprime en alphabet latin, grec ou cyrillique. " +
  'Les caractères saisis que ses polices ne contiennent pas (certains émojis) et les écritures ' +
  'de droite à gauche (arabe, hébreu…) y sont remplacés par le signe « \uFFFD ».';

/** Every text the document prints from the user's entries. */
function coveredText(ctx: PdfContext): string {
  return `${JSON.stringify(ctx.data)}\n${ctx.input.notesDeVersion}`;
}

/** The verification code and its QR code, above the integrity block (full PDFs only). */
function drawVerification(
  w: PdfWriter,
  verification: NonNullable<PdfContext['input']['verification']>,
): void {
  const { left, right, width } = w.frame;
  // The QR code ends 6 points above the rule of the integrity block; the text starts beside it.
  const qrTop = w.frame.bottom - 46 - 10 - 6 - QR_SIZE;
  const top = qrTop + 8;
  drawQrCode(w, verification.url, right - QR_SIZE, qrTop, QR_SIZE);
  w.drawLine('Vérifier l’authenticité de ce document', left, top + 4, {
    font: 'bold',
    size: 9,
    color: COLORS.primary,
  });
  w.drawLine(
    `Code de vérification : ${formatVerificationCode(verification.code)}`,
    left,
    top + 20,
    {
      font: 'mono',
      size: 10,
      color: COLORS.ink,
    },
  );
  const hint = w.wrap(
    `Scannez le code QR ou saisissez ce code sur ${verification.url.replace(/\/[^/]*$/, '')} : la page confirme l’entreprise, le numéro et la date de cette version.`,
    'regular',
    7.5,
    width - QR_SIZE - 16,
  );
  w.drawLines(hint, left, top + 38, { font: 'regular', size: 7.5, color: COLORS.muted });
}

/** The integrity block, at the bottom of the cover's last page. */
function drawIntegrity(w: PdfWriter, ctx: PdfContext): void {
  if (ctx.input.verification) drawVerification(w, ctx.input.verification);
  const { left, right } = w.frame;
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
