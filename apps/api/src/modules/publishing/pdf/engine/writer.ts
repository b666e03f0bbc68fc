import { loadFonts, type FontName } from './fonts.js';
import { advanceOf, hasGlyph, prepareFont, type EmbeddedFont } from './glyphs.js';
import { FALLBACK_MARK, hasUnprintable, printableText, REPLACEMENT_MARK } from './printable.js';
import { hlinePath, pdfNumber, rectPath, rgb } from './ops.js';
import { PdfPages, type WriterOptions } from './pages.js';
import { fitOneLine, wrapText, type Line } from './text.js';

export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
  /** Line height as a multiple of the size. */
  leading?: number;
}

export type LineStyle = TextStyle & {
  align?: 'left' | 'center' | 'right' | 'justify';
  width?: number;
};

const DEFAULT_LEADING = 1.3;
/** Wrapped texts a document keeps (a few megabytes at most). */
const WRAPPED_LIMIT = 50_000;

/**
 * Our layout layer over pdfkit: on the pages of PdfPages, text measured from glyph advances and
 * wrapped by us (so a table knows each cell's lines before drawing, can split a tall row between
 * pages, and pdfkit never adds a page by itself), and drawing operators collected per page and
 * written to its content stream in one go — thousands of small `addContent` calls were a large
 * share of the rendering time of a big document.
 */
export class PdfWriter extends PdfPages {
  private readonly textColor: string;
  private readonly fonts = new Map<FontName, EmbeddedFont>();
  private currentFill: string | null = null;
  private currentTf: string | null = null;
  private readonly wrapped = new Map<string, readonly Line[]>();

  constructor(options: WriterOptions) {
    super(options);
    this.textColor = options.textColor;
    for (const [name, buffer] of loadFonts())
      this.fonts.set(name, prepareFont(this.doc, name, buffer));
  }

  protected override resetState(): void {
    this.currentFill = null;
    this.currentTf = null;
  }

  private setFill(color: string): void {
    if (color !== this.currentFill) {
      this.ops.push(`${rgb(color)} rg`);
      this.currentFill = color;
    }
  }

  lineHeight(style: TextStyle): number {
    return style.size * (style.leading ?? DEFAULT_LEADING);
  }

  /** Width of a text on one line: the sum of its glyphs' advances, as drawn. */
  textWidth(text: string, font: FontName, size: number): number {
    return (advanceOf(font, this.font(font), text) * size) / 1000;
  }

  private font(name: FontName): EmbeddedFont {
    const embedded = this.fonts.get(name);
    if (!embedded) throw new Error(`Police non chargée : ${name}`);
    return embedded;
  }

  /** `text` as the font can print it: what it cannot, replaced visibly (see printable.ts). */
  private printable(text: string, font: FontName): string {
    const embedded = this.font(font);
    const mark = hasGlyph(font, embedded, REPLACEMENT_MARK.codePointAt(0) ?? 0)
      ? REPLACEMENT_MARK
      : FALLBACK_MARK;
    return printableText(text, (codePoint) => hasGlyph(font, embedded, codePoint), mark);
  }

  /** Whether printing `text` in the body font would replace some of its characters. */
  hasUnprintable(text: string): boolean {
    const embedded = this.font('regular');
    return hasUnprintable(text, (codePoint) => hasGlyph('regular', embedded, codePoint));
  }

  /**
   * `text` wrapped to `width` in a font and size (see wrapText). A document wraps the same texts
   * again and again (risk names of the catalogue, categories, statuses, dates, headings measured
   * then drawn): each is wrapped once per document.
   */
  wrap(text: string, font: FontName, size: number, width: number): readonly Line[] {
    const key = `${font}|${size}|${width}|${text}`;
    let lines = this.wrapped.get(key);
    if (!lines) {
      lines = wrapText(this.printable(text, font), width, (part) =>
        this.textWidth(part, font, size),
      );
      if (this.wrapped.size < WRAPPED_LIMIT) this.wrapped.set(key, lines);
    }
    return lines;
  }

  /** `text` on one line of `width`, cut with an ellipsis when needed. */
  fitOneLine(text: string, font: FontName, size: number, width: number): string {
    return fitOneLine(this.printable(text, font), width, (part) =>
      this.textWidth(part, font, size),
    );
  }

  /** Draws one line with its top at `y`; `width` and `align` place it in a box. */
  drawLine(line: Line | string, x: number, y: number, style: LineStyle): void {
    const text = typeof line === 'string' ? this.printable(line, style.font) : line.text;
    if (!text) return;
    this.setFill(style.color ?? this.textColor);
    const align = style.align ?? 'left';
    if (align === 'left' || style.width === undefined) {
      this.emitText(text, x, y, style.font, style.size, 0);
      return;
    }
    const measured =
      typeof line === 'string' ? this.textWidth(text, style.font, style.size) : line.width;
    if (align === 'justify') {
      const gaps = text.split(' ').length - 1;
      const isLast = typeof line === 'string' || line.last;
      const spacing = !isLast && gaps > 0 ? (style.width - measured) / gaps : 0;
      this.emitText(text, x, y, style.font, style.size, spacing < style.size ? spacing : 0);
      return;
    }
    const offset = align === 'center' ? (style.width - measured) / 2 : style.width - measured;
    this.emitText(text, x + Math.max(0, offset), y, style.font, style.size, 0);
  }

  /** Draws lines from `y` down, one line height apart. */
  drawLines(lines: readonly Line[], x: number, y: number, style: LineStyle): void {
    const height = this.lineHeight(style);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line) this.drawLine(line, x, y + i * height, style);
    }
  }

  /**
   * A text object. The page's coordinates are flipped by pdfkit (origin top left), so the text
   * matrix flips the glyphs back. Justification space goes into the TJ array after each space:
   * the Tw operator does not apply to two-byte (CID) fonts.
   */
  private emitText(
    text: string,
    x: number,
    y: number,
    font: FontName,
    size: number,
    wordSpacing: number,
  ): void {
    const embedded = this.font(font);
    const page = this.doc.page as unknown as { fonts: Record<string, unknown> };
    page.fonts[embedded.id] ??= embedded.ref();
    const tf = `/${embedded.id} ${pdfNumber(size)} Tf `;
    const setFont = tf === this.currentTf ? '' : tf;
    this.currentTf = tf;
    const baseline = y + (embedded.ascender / 1000) * size;
    let glyphs: string;
    if (wordSpacing > 0) {
      const space = `(${embedded.literal(' ')}) ${pdfNumber((-wordSpacing * 1000) / size)} `;
      glyphs = text
        .split(' ')
        .map((word) => `(${embedded.literal(word)})`)
        .join(space);
    } else {
      glyphs = `(${embedded.literal(text)})`;
    }
    this.ops.push(
      `BT ${setFont}1 0 0 -1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm [${glyphs}] TJ ET`,
    );
  }

  /** A filled rectangle, with rounded corners when `radius` is given. */
  rect(x: number, y: number, width: number, height: number, fill: string, radius = 0): void {
    this.setFill(fill);
    this.ops.push(`${rectPath(x, y, width, height, radius)} f`);
  }

  /** A horizontal rule; `dotted` for the leaders of the contents. */
  hline(x1: number, x2: number, y: number, color: string, width = 0.5, dotted = false): void {
    this.ops.push(hlinePath(x1, x2, y, color, width, dotted ? 2.6 : undefined));
  }
}
