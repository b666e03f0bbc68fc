import { DOCUMENT_TITLE, type PdfContext } from './pdf-context.js';
import type { PdfWriter } from './engine/index.js';
import { COLORS } from './pdf-theme.js';

const WATERMARK_TEXT = 'DÉMONSTRATION';
const SHORT_SHA_LENGTH = 16;

/**
 * What every page carries, drawn once the page count is known: running header (not on the
 * cover), footer (company, version, "Page X / Y", short SHA-256 of the snapshot) and, in the
 * demo, the diagonal watermark.
 */
export function decoratePages(w: PdfWriter, ctx: PdfContext): void {
  const count = w.pageCount;
  const shortSha = ctx.input.snapshotSha256.slice(0, SHORT_SHA_LENGTH);
  for (let i = 0; i < count; i++) {
    w.switchToPage(i);
    const { left, width, top, bottom } = w.frame;
    const section = w.pageSections[i] ?? '';
    if (i > 0) {
      const y = top - 30;
      w.drawLine(DOCUMENT_TITLE, left, y, { font: 'regular', size: 7, color: COLORS.faint });
      if (section) {
        const title = w.fitOneLine(section, 'regular', 7, width * 0.5);
        w.drawLine(title, left, y, {
          font: 'regular',
          size: 7,
          color: COLORS.muted,
          align: 'right',
          width,
        });
      }
      w.hline(left, left + width, y + 12, COLORS.hairline);
    }
    const y = bottom + 16;
    w.hline(left, left + width, y - 6, COLORS.rule);
    const pageLabel = `Page ${i + 1} / ${count}`;
    w.drawLine(w.fitOneLine(ctx.version.footer, 'regular', 7.5, width - 90), left, y, {
      font: 'regular',
      size: 7.5,
      color: COLORS.ink,
    });
    w.drawLine(pageLabel, left, y, {
      font: 'bold',
      size: 7.5,
      color: COLORS.ink,
      align: 'right',
      width,
    });
    w.drawLine(`Empreinte SHA-256 : ${shortSha}`, left, y + 11, {
      font: 'mono',
      size: 6.5,
      color: COLORS.muted,
    });
    if (ctx.demo) {
      w.drawLine('Version de démonstration — sans valeur de document unique', left, y + 11, {
        font: 'bold',
        size: 6.5,
        color: COLORS.watermark,
        align: 'right',
        width,
      });
      watermark(w);
    }
  }
}

/** The diagonal "DÉMONSTRATION", translucent, across the page. */
function watermark(w: PdfWriter): void {
  const { pageWidth: width, pageHeight: height } = w.frame;
  const size = (100 * Math.hypot(width, height) * 0.62) / w.textWidth(WATERMARK_TEXT, 'bold', 100);
  const textWidth = w.textWidth(WATERMARK_TEXT, 'bold', size);
  const angle = (Math.atan2(height, width) * 180) / Math.PI;
  w.drawRotatedText(WATERMARK_TEXT, width / 2 - textWidth / 2, height / 2 - size * 0.55, {
    font: 'bold',
    size,
    color: COLORS.watermark,
    opacity: 0.11,
    angle: -angle,
    origin: [width / 2, height / 2],
  });
}
