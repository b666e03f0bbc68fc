import type { FontName, Line, PdfWriter } from './engine/index.js';
import { COLORS, type BadgeColors } from './pdf-theme.js';

export type Align = 'left' | 'center' | 'right';

export interface TextCell {
  text: string;
  font?: FontName;
  color?: string;
  align?: Align;
  /** Lines after the text in the regular face and the muted colour (a measure's details). */
  note?: string;
}
/** A coloured pill: a level (value and label) or a status. */
export interface BadgeCell {
  badge: string;
  sub?: string;
  colors: BadgeColors;
}
/** Anything drawn by the caller in a box of a known height. */
export interface DrawCell {
  height: number;
  draw: (x: number, y: number, width: number) => void;
}
export type Cell = string | TextCell | BadgeCell | DrawCell;

/** A cell ready to draw: its wrapped lines, or a fixed-height drawing (badge, chart). */
export type Prepared =
  | {
      kind: 'text';
      lines: readonly Line[];
      font: FontName;
      color: string;
      align: Align;
      /** Where the note's lines start in `lines`, when the cell has one. */
      noteFrom?: number;
    }
  | { kind: 'fixed'; height: number; draw: (x: number, y: number, width: number) => void };

const BADGE_SIZE = 7.5;

/** Wraps a text cell to its column, or sizes a badge or a drawing. */
export function prepareCell(
  w: PdfWriter,
  cell: Cell,
  column: { width: number; size: number; align?: Align },
): Prepared {
  if (typeof cell === 'string' || 'text' in cell) {
    const text = typeof cell === 'string' ? { text: cell } : cell;
    const font = text.font ?? 'cond';
    const lines = w.wrap(text.text, font, column.size, column.width);
    const note = text.note ? w.wrap(text.note, 'cond', column.size, column.width) : [];
    return {
      kind: 'text',
      lines: note.length > 0 ? [...lines, ...note] : lines,
      font,
      color: text.color ?? COLORS.ink,
      align: text.align ?? column.align ?? 'left',
      ...(note.length > 0 ? { noteFrom: lines.length } : {}),
    };
  }
  if ('badge' in cell) return badge(w, cell, column.width);
  return { kind: 'fixed', height: cell.height, draw: cell.draw };
}

/** A rounded pill in the band's colour: the value, and the label under it. */
function badge(w: PdfWriter, cell: BadgeCell, maxWidth: number): Prepared {
  const height = cell.sub ? 19 : 11.5;
  return {
    kind: 'fixed',
    height,
    draw: (x, y, width) => {
      const pill = Math.min(width, maxWidth);
      w.rect(x, y, pill, height, cell.colors.fill, 2.5);
      const style = {
        font: 'condBold' as const,
        size: BADGE_SIZE,
        color: cell.colors.text,
        align: 'center' as const,
        width: pill,
      };
      w.drawLine(cell.badge, x, y + 1.8, style);
      if (cell.sub) w.drawLine(cell.sub, x, y + 9.6, { ...style, font: 'cond', size: 6.8 });
    },
  };
}
