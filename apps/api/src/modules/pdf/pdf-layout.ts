import PDFDocument from 'pdfkit';
import { advanceOf, hasGlyph, prepareFont, type EmbeddedFont } from './pdf-glyphs.js';
import { FALLBACK_MARK, hasUnprintable, printableText, REPLACEMENT_MARK } from './pdf-printable.js';
import { hlinePath, pdfNumber, rectPath, rgb } from './pdf-ops.js';
import { fitOneLine, wrapText, type Line } from './pdf-text.js';
import { COLORS, loadFonts, PAGE, type FontName, type Orientation } from './pdf-theme.js';

export type { Line } from './pdf-text.js';

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

export interface Frame {
  left: number;
  right: number;
  width: number;
  top: number;
  bottom: number;
  pageWidth: number;
  pageHeight: number;
}

const DEFAULT_LEADING = 1.3;

/**
 * Our layout layer over pdfkit: pages with their orientation, a vertical cursor, text measured
 * from glyph advances and wrapped by us (so a table knows each cell's lines before drawing, can
 * split a tall row between pages, and pdfkit never adds a page by itself), and drawing operators
 * collected per page and written to its content stream in one go — thousands of small
 * `addContent` calls were a large share of the rendering time of a big document.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The cursor: top of the next thing to draw on the current page. */
  y = 0;
  orientation: Orientation = 'portrait';
  /** The running header of each page (index = page index), set from `section`. */
  readonly pageSections: string[] = [];
  section = '';
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private readonly fonts = new Map<FontName, EmbeddedFont>();
  private ops: string[] = [];
  private currentFill: string | null = null;
  private currentTf: string | null = null;

  constructor(info: PDFKit.DocumentInfo) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      bufferPages: true,
      size: 'A4',
      info,
      lang: 'fr-FR',
      displayTitle: true,
      pdfVersion: '1.7',
    });
    for (const [name, buffer] of loadFonts()) {
      this.doc.registerFont(name, buffer);
      this.fonts.set(name, prepareFont(this.doc, name));
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
  }

  get pageIndex(): number {
    return this.doc.bufferedPageRange().count - 1;
  }

  get frame(): Frame {
    const page = PAGE[this.orientation];
    const { margins } = page;
    return {
      left: margins.left,
      right: page.width - margins.right,
      width: page.width - margins.left - margins.right,
      top: margins.top,
      bottom: page.height - margins.bottom,
      pageWidth: page.width,
      pageHeight: page.height,
    };
  }

  addPage(orientation: Orientation = this.orientation): void {
    this.flush();
    this.orientation = orientation;
    this.doc.addPage({ size: 'A4', layout: orientation, margins: PAGE[orientation].margins });
    this.pageSections.push(this.section);
    this.resetState();
    this.y = this.frame.top;
  }

  /** Goes back to an earlier page (contents, decorations). */
  switchToPage(index: number): void {
    this.flush();
    this.doc.switchToPage(index);
    this.orientation = this.doc.page.width > this.doc.page.height ? 'landscape' : 'portrait';
    this.resetState();
  }

  /** Writes the collected operators into the current page; call before drawing with pdfkit itself. */
  flush(): void {
    if (this.ops.length === 0) return;
    this.doc.addContent(this.ops.join('\n'));
    this.ops = [];
    this.resetState();
  }

  private resetState(): void {
    this.currentFill = null;
    this.currentTf = null;
  }

  remaining(): number {
    return this.frame.bottom - this.y;
  }

  /** Starts a new page unless `height` fits below the cursor; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.frame.bottom + 0.01) return false;
    this.addPage();
    return true;
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

  /** `text` as the font can print it: what it cannot, replaced visibly (see pdf-printable.ts). */
  printable(text: string, font: FontName): string {
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

  /** `text` wrapped to `width` in a font and size (see wrapText). */
  wrap(text: string, font: FontName, size: number, width: number): Line[] {
    return wrapText(this.printable(text, font), width, (part) => this.textWidth(part, font, size));
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
    this.setFill(style.color ?? COLORS.ink);
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
  hline(
    x1: number,
    x2: number,
    y: number,
    color: string = COLORS.hairline,
    width = 0.5,
    dotted = false,
  ): void {
    this.ops.push(hlinePath(x1, x2, y, color, width, dotted ? 2.6 : undefined));
  }

  /** Ends the document and returns its bytes. */
  async finish(): Promise<Buffer> {
    this.flush();
    this.doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}
