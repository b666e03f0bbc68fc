import type { Frame, Line, PdfWriter } from '../engine/index.js';
import { COLORS, SIZES } from '../pdf-theme.js';

interface TocEntry {
  id: string;
  title: string;
  level: 1 | 2;
  /** Page index, once the entry's heading is drawn. */
  page: number | null;
}

const TITLE = 'Sommaire';
const TITLE_BLOCK = 46;
/** Space before an entry, and its line height. */
const GAP = { 1: 8, 2: 3.5 } as const;
const LINE = { 1: 13, 2: 12 } as const;
const SIZE = { 1: 10, 2: 8.8 } as const;
const INDENT = { 1: 0, 2: 16 } as const;
const PAGE_NUMBER_WIDTH = 40;

interface PlacedEntry {
  entry: TocEntry;
  lines: readonly Line[];
  y: number;
}

/**
 * The table of contents: entries are declared before any content, their pages are counted and
 * reserved right after the cover, and filled at the end (every page stays buffered) once
 * each heading knows its page. Entries also become the PDF's bookmarks and link targets.
 */
export class Toc {
  private readonly entries: TocEntry[] = [];
  private firstPage = -1;

  add(id: string, title: string, level: 1 | 2 = 1): void {
    this.entries.push({ id, title, level, page: null });
  }

  /** Adds the blank pages the contents will take. */
  reserve(w: PdfWriter): void {
    this.firstPage = w.pageIndex + 1;
    w.section = TITLE;
    const pages = paginate(w, this.entries, w.frameFor('portrait')).length;
    for (let i = 0; i < pages; i++) w.addPage('portrait');
  }

  /** Notes that an entry's heading is drawn here: its page, a link target and a bookmark. */
  mark(w: PdfWriter, id: string): void {
    const entry = this.entries.find((e) => e.id === id && e.page === null);
    if (!entry) return;
    entry.page = w.pageIndex;
    w.addDestination(destination(id), Math.max(0, w.y - 12));
    w.addBookmark(entry.title, entry.level);
  }

  /** Writes the contents into the reserved pages. */
  fill(w: PdfWriter): void {
    if (this.firstPage < 0) return;
    const frame = w.frameFor('portrait');
    paginate(w, this.entries, frame).forEach((page, index) => {
      w.switchToPage(this.firstPage + index);
      if (index === 0) {
        w.drawLine(TITLE, frame.left, frame.top, {
          font: 'bold',
          size: SIZES.h1,
          color: COLORS.primary,
        });
        w.hline(frame.left, frame.right, frame.top + 28, COLORS.primary, 1.2);
      }
      for (const placed of page) drawEntry(w, placed, frame);
    });
  }
}

const destination = (id: string) => `toc-${id}`;

const fontOf = (entry: TocEntry) => (entry.level === 1 ? 'bold' : 'regular');

/** Entries placed on pages: long titles wrap, an entry never splits between pages. */
function paginate(w: PdfWriter, entries: readonly TocEntry[], frame: Frame): PlacedEntry[][] {
  const pages: PlacedEntry[][] = [[]];
  let y = frame.top + TITLE_BLOCK - GAP[1];
  for (const entry of entries) {
    const x = frame.left + INDENT[entry.level];
    const lines = w.wrap(
      entry.title,
      fontOf(entry),
      SIZE[entry.level],
      frame.right - x - PAGE_NUMBER_WIDTH,
    );
    const height = GAP[entry.level] + lines.length * LINE[entry.level];
    if (y + height > frame.bottom) {
      pages.push([]);
      y = frame.top - GAP[entry.level];
    }
    pages[pages.length - 1]?.push({ entry, lines, y: y + GAP[entry.level] });
    y += height;
  }
  return pages;
}

function drawEntry(w: PdfWriter, { entry, lines, y }: PlacedEntry, frame: Frame): void {
  const level1 = entry.level === 1;
  const font = fontOf(entry);
  const size = SIZE[entry.level];
  const x = frame.left + INDENT[entry.level];
  const color = level1 ? COLORS.primary : COLORS.ink;
  w.drawLines(lines, x, y, { font, size, color, leading: LINE[entry.level] / size });
  const lastY = y + (lines.length - 1) * LINE[entry.level];
  const page = entry.page === null ? '–' : String(entry.page + 1);
  w.drawLine(page, frame.left, lastY, { font, size, color, align: 'right', width: frame.width });
  const titleEnd = x + (lines[lines.length - 1]?.width ?? 0) + 6;
  const pageStart = frame.right - w.textWidth(page, font, size) - 6;
  if (pageStart > titleEnd)
    w.hline(titleEnd, pageStart, lastY + size * 0.92, COLORS.faint, 0.7, true);
  if (entry.page !== null) {
    w.linkTo(destination(entry.id), frame.left, y - 2, frame.width, lastY - y + size * 1.3 + 2);
  }
}
