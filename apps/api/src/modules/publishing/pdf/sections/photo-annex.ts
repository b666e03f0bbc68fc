import type { Line, PdfWriter, TextStyle } from '../engine/index.js';
import type { PdfContext } from '../pdf-context.js';
import { COLORS } from '../pdf-theme.js';
import {
  annexPhotoLabels,
  PHOTO_ANNEX_TITLE,
  PHOTOS_PER_PAGE,
  type AnnexPhoto,
} from '../photo-annex.js';
import { startSection } from './common.js';

export const PHOTO_ANNEX_SECTION_ID = 'annexe-photographique';

const COLUMNS = 2;
const ROWS = PHOTOS_PER_PAGE / COLUMNS;
const GAP = { column: 18, row: 16 };
const UNIT: TextStyle = { font: 'bold', size: 8.5, color: COLORS.primary, leading: 1.3 };
const SUBJECT: TextStyle = { font: 'regular', size: 8, color: COLORS.ink, leading: 1.3 };
const CAPTION: TextStyle = { font: 'italic', size: 8, color: COLORS.ink, leading: 1.3 };
const DATE: TextStyle = { font: 'regular', size: 7.5, color: COLORS.muted, leading: 1.3 };
/** Lines at most: a caption has 300 characters at most (about six lines here); a risk or action, more. */
const MAX_LINES = { subject: 2, caption: 7 };
const TEXT_GAP = 3;

/** The full PDF of a version generated with the annex and having photos; never the demo. */
export function hasPhotoAnnex(ctx: Pick<PdfContext, 'demo' | 'input'>): boolean {
  return !ctx.demo && (ctx.input.photos?.length ?? 0) > 0;
}

/** `lines` cut to `max`, the last one ending with an ellipsis when some were left out. */
function atMost(
  w: PdfWriter,
  lines: readonly Line[],
  max: number,
  style: TextStyle,
  width: number,
): readonly (Line | string)[] {
  if (lines.length <= max) return lines;
  const kept: (Line | string)[] = lines.slice(0, max - 1);
  const rest = lines
    .slice(max - 1)
    .map((l) => l.text)
    .join(' ');
  kept.push(w.fitOneLine(`${rest} …`, style.font, style.size, width));
  return kept;
}

/** Height of the text under each photo: room for the longest texts, so the grid stays regular. */
function textBlockHeight(w: PdfWriter): number {
  return (
    w.lineHeight(UNIT) +
    MAX_LINES.subject * w.lineHeight(SUBJECT) +
    MAX_LINES.caption * w.lineHeight(CAPTION) +
    w.lineHeight(DATE) +
    3 * TEXT_GAP
  );
}

function drawPhoto(
  w: PdfWriter,
  ctx: PdfContext,
  photo: AnnexPhoto,
  box: { x: number; y: number; width: number; imageHeight: number },
): void {
  const { x, width } = box;
  w.rect(x, box.y, width, box.imageHeight, COLORS.zebra);
  w.image(photo.data, x, box.y, width, box.imageHeight);
  const labels = annexPhotoLabels(ctx.data, photo);
  let y = box.y + box.imageHeight + 5;
  w.drawLine(w.fitOneLine(labels.unite, UNIT.font, UNIT.size, width), x, y, UNIT);
  y += w.lineHeight(UNIT) + TEXT_GAP;
  const subject = w.wrap(labels.sujet, SUBJECT.font, SUBJECT.size, width);
  y = drawLines(w, atMost(w, subject, MAX_LINES.subject, SUBJECT, width), x, y, SUBJECT);
  if (labels.legende) {
    const caption = w.wrap(labels.legende, CAPTION.font, CAPTION.size, width);
    y = drawLines(w, atMost(w, caption, MAX_LINES.caption, CAPTION, width), x, y, CAPTION);
  }
  w.drawLine(labels.date, x, y, DATE);
}

function drawLines(
  w: PdfWriter,
  lines: readonly (Line | string)[],
  x: number,
  y: number,
  style: TextStyle,
): number {
  for (const line of lines) {
    w.drawLine(line, x, y, style);
    y += w.lineHeight(style);
  }
  return y + TEXT_GAP;
}

/**
 * The "Annexe photographique": the version's photos two by two on portrait pages, four a page,
 * each with its unit, its risk or action, its caption and its date. Every cell has the same size
 * (computed on the first page, under the title), each photo fitted into it in proportion.
 */
export function renderPhotoAnnex(w: PdfWriter, ctx: PdfContext): void {
  const photos = ctx.input.photos;
  if (!photos || !hasPhotoAnnex(ctx)) return;
  startSection(w, ctx, PHOTO_ANNEX_SECTION_ID, PHOTO_ANNEX_TITLE, 'portrait');
  const { left, width, bottom, top } = w.frame;
  const columnWidth = (width - GAP.column * (COLUMNS - 1)) / COLUMNS;
  const cellHeight = (bottom - w.y - GAP.row * (ROWS - 1)) / ROWS;
  const imageHeight = cellHeight - textBlockHeight(w) - 5;
  let gridTop = w.y;
  photos.forEach((photo, i) => {
    const slot = i % PHOTOS_PER_PAGE;
    if (i > 0 && slot === 0) {
      w.addPage('portrait');
      gridTop = top;
    }
    const column = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawPhoto(w, ctx, photo, {
      x: left + column * (columnWidth + GAP.column),
      y: gridTop + row * (cellHeight + GAP.row),
      width: columnWidth,
      imageHeight,
    });
  });
  w.y = bottom;
}
