import type { ShownRiskLevel } from '@duerp/domain/presentation';
import type { PdfContext } from '../pdf-context.js';
import type { Orientation, PdfWriter, TextStyle } from '../engine/index.js';
import type { BadgeCell } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';

export const BODY: TextStyle = {
  font: 'regular',
  size: SIZES.body,
  color: COLORS.ink,
  leading: 1.4,
};

/**
 * A flowing paragraph at the cursor, breaking pages between lines (never leaving a single line
 * alone at the bottom or the top of a page), then `gapAfter` points of space.
 */
export function paragraph(
  w: PdfWriter,
  text: string,
  style: TextStyle & { align?: 'left' | 'justify'; x?: number; width?: number; gapAfter?: number },
): void {
  const x = style.x ?? w.frame.left;
  const width = style.width ?? w.frame.right - x;
  const lines = w.wrap(text, style.font, style.size, width);
  const height = w.lineHeight(style);
  let i = 0;
  while (i < lines.length) {
    const fit = Math.floor((w.remaining() + 0.01) / height);
    const left = lines.length - i;
    let count = Math.min(fit, left);
    if (count < left && count > 0 && left - count === 1) count -= 1; // no widow
    if (count === 1 && left > 1) count = 0; // no orphan
    if (count <= 0) {
      w.addPage();
      continue;
    }
    w.drawLines(lines.slice(i, i + count), x, w.y, {
      ...style,
      width,
      align: style.align ?? 'justify',
    });
    w.y += count * height;
    i += count;
  }
  w.y += style.gapAfter ?? SIZES.body * 0.6;
}

/** A numbered part of the document: a new page, its running header, its title and contents entry. */
export function startSection(
  w: PdfWriter,
  ctx: PdfContext,
  id: string,
  title: string,
  orientation: Orientation,
): void {
  w.section = title;
  w.addPage(orientation);
  ctx.toc.mark(w, id);
  const { left, width } = w.frame;
  const lines = w.wrap(title, 'bold', SIZES.h1, width);
  w.drawLines(lines, left, w.y, {
    font: 'bold',
    size: SIZES.h1,
    color: COLORS.primary,
    leading: 1.25,
  });
  w.y += lines.length * SIZES.h1 * 1.25 + 4;
  w.hline(left, left + width, w.y, COLORS.primary, 1.2);
  w.y += 14;
}

/** A heading kept with at least `keep` points of what follows. */
export function subheading(
  w: PdfWriter,
  title: string,
  options: { keep?: number; ctx?: PdfContext; tocId?: string } = {},
): void {
  const { left, width } = w.frame;
  const lines = w.wrap(title, 'bold', SIZES.h2, width);
  const height = lines.length * SIZES.h2 * 1.3;
  if (w.y > w.frame.top + 1) w.y += 6;
  w.ensureSpace(height + 4 + (options.keep ?? 48));
  if (options.ctx && options.tocId) options.ctx.toc.mark(w, options.tocId);
  w.drawLines(lines, left, w.y, {
    font: 'bold',
    size: SIZES.h2,
    color: COLORS.primary,
    leading: 1.3,
  });
  w.y += height + 5;
}

/** A list with hanging indent: bullets, or the given markers ("1°", "a)"…). */
export function list(
  w: PdfWriter,
  items: readonly string[],
  options: { markers?: readonly string[]; style?: TextStyle } = {},
): void {
  const style = options.style ?? BODY;
  const indent = options.markers ? 22 : 14;
  const x = w.frame.left + 6;
  const width = w.frame.right - x - indent;
  const lineHeight = w.lineHeight(style);
  items.forEach((item, i) => {
    const lines = w.wrap(item, style.font, style.size, width);
    let from = 0;
    while (from < lines.length) {
      const fit = Math.floor((w.remaining() + 0.01) / lineHeight);
      const rest = lines.length - from;
      const count = fit >= rest ? rest : fit >= 2 && rest - fit >= 2 ? fit : 0;
      if (count === 0) {
        w.addPage();
        continue;
      }
      if (from === 0) {
        const marker = options.markers?.[i] ?? '•';
        w.drawLine(marker, x, w.y, {
          ...style,
          color: options.markers ? COLORS.primary : COLORS.muted,
          font: options.markers ? 'bold' : style.font,
        });
      }
      w.drawLines(lines.slice(from, from + count), x + indent, w.y, {
        ...style,
        align: 'justify',
        width,
      });
      w.y += count * lineHeight;
      from += count;
    }
    w.y += 2.5;
  });
  w.y += 4;
}

/** A shaded box with a left rule, for notes and key statements. */
export function callout(
  w: PdfWriter,
  text: string,
  options: { fill?: string; rule?: string; style?: TextStyle } = {},
): void {
  const style = options.style ?? { ...BODY, font: 'regular' as const };
  const { left, width } = w.frame;
  const lines = w.wrap(text, style.font, style.size, width - 24);
  const height = lines.length * w.lineHeight(style) + 16;
  w.ensureSpace(height + 6);
  w.rect(left, w.y, width, height, options.fill ?? COLORS.primaryLight);
  w.rect(left, w.y, 3, height, options.rule ?? COLORS.primary);
  w.drawLines(lines, left + 14, w.y + 8, { ...style, align: 'justify', width: width - 24 });
  w.y += height + 10;
}

/** The level of a risk, a unit or the document as a coloured badge ("4,5" over "Important"). */
export function levelBadge(level: ShownRiskLevel): BadgeCell {
  return level.band === null
    ? { badge: level.value, colors: level.colors }
    : { badge: level.value, sub: level.band, colors: level.colors };
}
