import { openDocument, type DocumentInfo } from './document.js';
import { loadFonts, type FontName } from './fonts.js';

/** What `style` changes; what is left out stays as it was. */
export interface FlowStyle {
  font?: FontName;
  size?: number;
  color?: string;
}

/** Where a text starts (the cursor when left out) and the box it wraps in. */
export interface FlowTextOptions {
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
}

/**
 * A document laid out by pdfkit itself: text flows from a cursor, shaped (kerning included) and
 * wrapped by pdfkit, which adds pages when it overflows. Enough for a short document such as the
 * invoice; the DUERP and the access notice use PdfWriter, whose text we measure and place
 * ourselves. Each method makes the pdfkit calls it names, in that order: the bytes of a document
 * written before this class existed stay the same.
 */
export class FlowWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly end: () => Promise<Buffer>;

  constructor({ info, margin }: { info: DocumentInfo; margin: number }) {
    const { doc, finish } = openDocument({ size: 'A4', margin, info });
    this.doc = doc;
    this.end = finish;
    for (const [name, buffer] of loadFonts()) doc.registerFont(name, buffer);
  }

  /** The cursor: top of the next text. */
  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** Font, size and fill colour of the texts that follow. */
  style({ font, size, color }: FlowStyle): this {
    if (font !== undefined) this.doc.font(font);
    if (size !== undefined) this.doc.fontSize(size);
    if (color !== undefined) this.doc.fillColor(color);
    return this;
  }

  /** A text wrapped to its box (the page's margins by default); the cursor moves below it. */
  text(text: string, { x, y, ...box }: FlowTextOptions = {}): this {
    if (x !== undefined) {
      this.doc.text(text, x, y, box);
      return this;
    }
    // pdfkit would take an undefined x for the options: the cursor is moved here instead.
    if (y !== undefined) this.doc.y = y;
    this.doc.text(text, box);
    return this;
  }

  /** Moves the cursor down by a number of lines of the current font. */
  moveDown(lines?: number): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** A horizontal line at the cursor. */
  rule(x1: number, x2: number, color: string): this {
    const { y } = this.doc;
    this.doc.moveTo(x1, y).lineTo(x2, y).strokeColor(color).stroke();
    return this;
  }

  /** Ends the document and returns its bytes. */
  finish(): Promise<Buffer> {
    return this.end();
  }
}
