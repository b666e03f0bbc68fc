import type { Line, PdfWriter } from './engine/index.js';
import { prepareCell, type Align, type Cell, type Prepared } from './pdf-table-cells.js';
import { COLORS, SIZES } from './pdf-theme.js';

export type { BadgeCell, Cell, DrawCell, TextCell } from './pdf-table-cells.js';

/** A column: a fixed width in points, or a share (`flex`) of what the fixed ones leave. */
export interface TableColumn {
  header: string;
  width?: number;
  flex?: number;
  align?: Align;
}

/** A heading row across the table (level 1: a unit, level 2: a category). */
export interface GroupRow {
  level: 1 | 2;
  title: string;
  detail?: string;
  /** Called once, when the heading is first drawn (to note its page for the contents). */
  onDraw?: () => void;
}

const PAD_X = 4;
const PAD_Y = 3.5;
const LEADING = 1.22;

/**
 * A table that flows over pages: its header row is repeated at the top of every page it covers,
 * a heading row is kept with the row that follows it (never alone at a page bottom), a heading
 * cut by a page break is repeated with "(suite)", and a row taller than a page is split between
 * lines. Rows are streamed: a 4,000-risk table never exists as one structure.
 */
export class Table {
  private readonly widths: number[];
  private readonly x: number;
  private readonly size = SIZES.table;
  private readonly lineHeight = SIZES.table * LEADING;
  private headerLines: (readonly Line[])[] = [];
  private headerHeight = 0;
  private headerPage = -1;
  private pending: GroupRow[] = [];
  private readonly active: [GroupRow | undefined, GroupRow | undefined] = [undefined, undefined];
  private stripe = 0;

  constructor(
    private readonly w: PdfWriter,
    private readonly columns: readonly TableColumn[],
  ) {
    const frame = w.frame;
    this.x = frame.left;
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flex = columns.reduce((sum, c) => sum + (c.width === undefined ? (c.flex ?? 1) : 0), 0);
    const share = Math.max(0, frame.width - fixed) / Math.max(1, flex);
    this.widths = columns.map((c) => c.width ?? share * (c.flex ?? 1));
    this.headerLines = columns.map((c, i) =>
      w.wrap(c.header, 'condBold', SIZES.tableHeader, this.inner(i)),
    );
    const maxLines = Math.max(1, ...this.headerLines.map((l) => l.length));
    this.headerHeight = PAD_Y * 2 + 1 + maxLines * SIZES.tableHeader * LEADING;
  }

  get width(): number {
    return this.widths.reduce((a, b) => a + b, 0);
  }

  private inner(i: number): number {
    return (this.widths[i] ?? 0) - PAD_X * 2;
  }

  /** A heading row, drawn with the next row. */
  group(row: GroupRow): void {
    this.pending.push(row);
  }

  row(cells: readonly Cell[]): void {
    const prepared = cells.map((cell, i) =>
      prepareCell(this.w, cell, {
        width: this.inner(i),
        size: this.size,
        align: this.columns[i]?.align,
      }),
    );
    const pending = this.pending;
    this.pending = [];
    const groupsHeight = pending.reduce((sum, g) => sum + this.groupHeight(g, false), 0);
    // A heading keeps its first row with it (only the first two lines of a row taller than a page).
    const full = this.rowHeight(prepared, 0, Infinity);
    const firstPart = this.tallerThanAPage(full) ? this.rowHeight(prepared, 0, 2) : full;
    this.place(groupsHeight + firstPart, pending);
    for (const g of pending) this.drawGroup(g, false);
    this.drawRow(prepared);
  }

  /** Draws headings still waiting for a row (a last group without rows). */
  end(): void {
    if (this.pending.length === 0) return;
    const pending = this.pending;
    this.pending = [];
    this.place(
      pending.reduce((sum, g) => sum + this.groupHeight(g, false), 0),
      pending,
    );
    for (const g of pending) this.drawGroup(g, false);
  }

  private fixedHeight(cells: readonly Prepared[]): number {
    return Math.max(0, ...cells.map((c) => (c.kind === 'fixed' ? c.height : 0)));
  }

  /** Whether a row would not fit on a new page of the table (header and a heading included). */
  private tallerThanAPage(height: number): boolean {
    return height > this.w.frame.bottom - this.w.frame.top - this.headerHeight - 40;
  }

  /** Height of the part of a row showing lines [from, from + count) (fixed cells in the first part). */
  private rowHeight(cells: readonly Prepared[], from: number, count: number): number {
    let lines = 0;
    for (const c of cells)
      if (c.kind === 'text') lines = Math.max(lines, Math.min(count, c.lines.length - from));
    const fixed = from === 0 ? this.fixedHeight(cells) : 0;
    return PAD_Y * 2 + Math.max(lines * this.lineHeight, fixed, this.lineHeight);
  }

  private groupHeight(g: GroupRow, continued: boolean): number {
    const lines = this.groupLines(g, continued).length;
    return (g.level === 1 ? 7 : 5) + lines * (g.level === 1 ? 9 : 8.5) * LEADING;
  }

  private groupLines(g: GroupRow, continued: boolean): readonly Line[] {
    const detailWidth = g.detail ? this.w.textWidth(g.detail, 'cond', 7.5) + 16 : 0;
    const title = continued ? `${g.title} (suite)` : g.title;
    return this.w.wrap(title, 'bold', g.level === 1 ? 9 : 8.5, this.width - 16 - detailWidth);
  }

  /** Makes room for `height` below the header, starting a page when needed. */
  private place(height: number, pending: readonly GroupRow[]): void {
    const needHeader = this.headerPage !== this.w.pageIndex;
    if (this.w.y + (needHeader ? this.headerHeight : 0) + height <= this.w.frame.bottom) {
      if (needHeader) this.drawHeader();
      return;
    }
    this.newPage(pending);
  }

  /** Continues the table on a new page: header, then the headings the next rows belong to. */
  private newPage(pending: readonly GroupRow[]): void {
    this.w.addPage();
    this.drawHeader();
    const minLevel = Math.min(3, ...pending.map((g) => g.level));
    for (const g of this.active) if (g && g.level < minLevel) this.drawGroup(g, true);
  }

  private drawHeader(): void {
    const { w } = this;
    const y = w.y;
    w.rect(this.x, y, this.width, this.headerHeight, COLORS.primary);
    let x = this.x;
    this.columns.forEach((column, i) => {
      const width = this.inner(i);
      w.drawLines(this.headerLines[i] ?? [], x + PAD_X, y + PAD_Y + 0.5, {
        font: 'condBold',
        size: SIZES.tableHeader,
        color: COLORS.white,
        leading: LEADING,
        align: column.align ?? 'left',
        width,
      });
      x += this.widths[i] ?? 0;
    });
    w.y = y + this.headerHeight;
    this.headerPage = w.pageIndex;
    this.stripe = 0;
  }

  private drawGroup(g: GroupRow, continued: boolean): void {
    const { w } = this;
    const height = this.groupHeight(g, continued);
    const y = w.y;
    const level1 = g.level === 1;
    w.rect(this.x, y, this.width, height, level1 ? COLORS.primaryLight : COLORS.categoryRow);
    if (level1) w.rect(this.x, y, 3, height, COLORS.primary);
    const size = level1 ? 9 : 8.5;
    w.drawLines(
      this.groupLines(g, continued),
      this.x + (level1 ? 9 : 8),
      y + (level1 ? 3.6 : 2.6),
      {
        font: 'bold',
        size,
        color: level1 ? COLORS.primary : COLORS.ink,
        leading: LEADING,
      },
    );
    if (g.detail) {
      w.drawLine(g.detail, this.x, y + (level1 ? 4.6 : 3.4), {
        font: 'cond',
        size: 7.5,
        color: COLORS.muted,
        align: 'right',
        width: this.width - 8,
      });
    }
    w.y = y + height;
    if (!continued) {
      this.active[g.level - 1] = g;
      if (level1) this.active[1] = undefined;
      g.onDraw?.();
      this.stripe = 0;
    }
  }

  private drawRow(cells: readonly Prepared[]): void {
    const { w } = this;
    const maxLines = Math.max(0, ...cells.map((c) => (c.kind === 'text' ? c.lines.length : 0)));
    const stripe = this.stripe++ % 2 === 1;
    let from = 0;
    let fresh = false;
    for (;;) {
      const height = this.rowHeight(cells, from, Infinity);
      const available = w.frame.bottom - w.y;
      if (height <= available) {
        this.drawPart(cells, from, maxLines - from, height, stripe);
        return;
      }
      const fit = Math.floor((available - PAD_Y * 2) / this.lineHeight);
      const tooTall = this.tallerThanAPage(height);
      const firstFits = from > 0 || this.fixedHeight(cells) <= available - PAD_Y * 2;
      if (fresh && (fit < 2 || !firstFits)) {
        // Cannot happen with A4 frames; never loop for a page that could not hold two lines.
        this.drawPart(cells, from, maxLines - from, height, stripe);
        return;
      }
      if ((tooTall || fresh) && fit >= 2 && firstFits) {
        this.drawPart(cells, from, fit, this.rowHeight(cells, from, fit), stripe);
        from += fit;
      }
      this.newPage([]);
      fresh = true;
    }
  }

  private drawPart(
    cells: readonly Prepared[],
    from: number,
    count: number,
    height: number,
    stripe: boolean,
  ): void {
    const { w } = this;
    const y = w.y;
    if (stripe) w.rect(this.x, y, this.width, height, COLORS.zebra);
    let x = this.x;
    cells.forEach((cell, i) => {
      if (cell.kind === 'text') {
        const style = {
          font: cell.font,
          size: this.size,
          color: cell.color,
          leading: LEADING,
          align: cell.align,
          width: this.inner(i),
        };
        const split = Math.min(Math.max((cell.noteFrom ?? Infinity) - from, 0), count);
        w.drawLines(cell.lines.slice(from, from + split), x + PAD_X, y + PAD_Y, style);
        if (split < count) {
          w.drawLines(
            cell.lines.slice(from + split, from + count),
            x + PAD_X,
            y + PAD_Y + split * w.lineHeight(style),
            { ...style, font: 'cond', color: COLORS.muted },
          );
        }
      } else if (from === 0) {
        cell.draw(x + PAD_X, y + PAD_Y, this.inner(i));
      }
      x += this.widths[i] ?? 0;
    });
    w.hline(this.x, this.x + this.width, y + height, COLORS.hairline, 0.5);
    w.y = y + height;
  }
}
