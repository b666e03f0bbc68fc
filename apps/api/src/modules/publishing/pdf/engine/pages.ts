import { openDocument, type DocumentInfo } from './document.js';
import type { FontName } from './fonts.js';

export type Orientation = 'portrait' | 'landscape';

/** A page's size and margins, in points. */
export interface PageFormat {
  width: number;
  height: number;
  margins: { top: number; bottom: number; left: number; right: number };
}

/** The printable area of a page, with the page's size. */
export interface Frame {
  left: number;
  right: number;
  width: number;
  top: number;
  bottom: number;
  pageWidth: number;
  pageHeight: number;
}

export interface WriterOptions {
  info: DocumentInfo;
  /** The page in each orientation: A4's size (pdfkit is asked for A4), the document's margins. */
  pages: Readonly<Record<Orientation, PageFormat>>;
  /** Colour of text drawn without one. */
  textColor: string;
}

/** A rotated text drawn by pdfkit itself (see drawRotatedText). */
export interface RotatedTextStyle {
  font: FontName;
  size: number;
  color: string;
  /** 0 (invisible) to 1. */
  opacity: number;
  /** In degrees, clockwise on the page (pdfkit's rotate). */
  angle: number;
  origin: [number, number];
}

/**
 * The pages of a document (the part of PdfWriter that is not text): orientation, a vertical
 * cursor, every page kept buffered so that any can be drawn on again, the operators collected
 * for the current page, links and bookmarks.
 */
export class PdfPages {
  /** The cursor: top of the next thing to draw on the current page. */
  y = 0;
  orientation: Orientation = 'portrait';
  /** The running header of each page (index = page index), set from `section`. */
  readonly pageSections: string[] = [];
  section = '';
  protected readonly doc: PDFKit.PDFDocument;
  /** Operators drawn on the current page and not yet written to its content stream. */
  protected ops: string[] = [];
  private readonly end: () => Promise<Buffer>;
  private readonly pages: WriterOptions['pages'];
  /** The last level-1 bookmark: level-2 ones go under it. */
  private outlineParent: PDFKit.PDFOutline | null = null;

  constructor({ info, pages }: WriterOptions) {
    const { doc, finish } = openDocument({
      autoFirstPage: false,
      bufferPages: true,
      size: 'A4',
      info,
      lang: 'fr-FR',
      displayTitle: true,
      pdfVersion: '1.7',
    });
    this.doc = doc;
    this.end = finish;
    this.pages = pages;
  }

  /** Index of the current page. */
  get pageIndex(): number {
    return this.doc.bufferedPageRange().count - 1;
  }

  get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** The current page's frame. */
  get frame(): Frame {
    return this.frameFor(this.orientation);
  }

  frameFor(orientation: Orientation): Frame {
    const page = this.pages[orientation];
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
    this.doc.addPage({ size: 'A4', layout: orientation, margins: this.pages[orientation].margins });
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

  remaining(): number {
    return this.frame.bottom - this.y;
  }

  /** Starts a new page unless `height` fits below the cursor; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.frame.bottom + 0.01) return false;
    this.addPage();
    return true;
  }

  /**
   * A one-line text drawn by pdfkit itself, for what our text objects do not do: rotation around
   * a point and opacity (the demo watermark).
   */
  drawRotatedText(text: string, x: number, y: number, style: RotatedTextStyle): void {
    this.flush();
    const { doc } = this;
    // pdfkit starts a new page when text is written below the bottom margin: lift it meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.save();
    doc.rotate(style.angle, { origin: style.origin });
    doc.font(style.font).fontSize(style.size).fillColor(style.color, style.opacity);
    doc.text(text, x, y, { lineBreak: false });
    doc.restore();
    doc.page.margins.bottom = bottomMargin;
  }

  /**
   * A JPEG or PNG image drawn by pdfkit, scaled to fit the box and centred in it, its proportions
   * kept. A JPEG is embedded as it is (no decoding); pdfkit drops its reference once written.
   */
  image(data: Uint8Array, x: number, y: number, width: number, height: number): void {
    this.flush();
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    this.doc.image(bytes, x, y, { fit: [width, height], align: 'center', valign: 'center' });
  }

  /** A named destination at `top` on the current page, for `linkTo` (and viewers). */
  addDestination(name: string, top: number): void {
    this.doc.addNamedDestination(name, 'XYZ', 0, top, null);
  }

  /** An entry of the outline (bookmarks): level 1 at the root, level 2 under the last level 1. */
  addBookmark(title: string, level: 1 | 2): void {
    if (level === 1) this.outlineParent = this.doc.outline.addItem(title);
    else (this.outlineParent ?? this.doc.outline).addItem(title);
  }

  /** A clickable area of the current page that goes to a named destination. */
  linkTo(name: string, x: number, y: number, width: number, height: number): void {
    this.doc.goTo(x, y, width, height, name);
  }

  /** Ends the document and returns its bytes. */
  async finish(): Promise<Buffer> {
    this.flush();
    return this.end();
  }

  /** Writes the collected operators into the current page, in one `addContent`. */
  protected flush(): void {
    if (this.ops.length === 0) return;
    // As bytes: pdfkit would copy a string into bytes one character at a time in JavaScript.
    // Every character is a byte here (glyph codes are written as bytes, see glyphs.ts); the final
    // line end is the one pdfkit adds after a string.
    this.doc.addContent(Buffer.from(`${this.ops.join('\n')}\n`, 'latin1'));
    this.ops = [];
    this.resetState();
  }

  /** The graphics state the writer tracks is unknown again (new page, pdfkit drew). */
  protected resetState(): void {}
}
