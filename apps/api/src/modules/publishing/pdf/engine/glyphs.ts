import type { FontName } from './fonts.js';

/* ---------------------------------------------------------------------------------------------
 * Glyph layout without shaping. pdfkit lays text out with fontkit's OpenType shaper (ligatures,
 * kerning, mark positioning) — on a 150-page document that cost more than everything else
 * together. For French in DejaVu Sans a one-glyph-per-character layout is typographically
 * sufficient (texts are NFC-normalised, so accented letters are precomposed glyphs), several
 * times faster, and lets us measure text from a per-character advance table shared by every
 * document. This replaces `encode` and `widthOfString` on pdfkit 0.20's EmbeddedFont instances
 * (the version is pinned; pdf.test.ts checks that the text still extracts exactly).
 * ------------------------------------------------------------------------------------------- */

interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** The parts of pdfkit's EmbeddedFont we use. */
export interface EmbeddedFont {
  /** Resource name in the page ("F1"…). */
  id: string;
  /** In thousandths of the size. */
  ascender: number;
  ref: () => unknown;
  font: { glyphForCodePoint(codePoint: number): FontkitGlyph };
  subset: { includeGlyph(glyphId: number): number };
  scale: number;
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  encode: (text: string) => [string[], GlyphPosition[]];
  widthOfString: (text: string, size: number) => number;
  /** Ours: the glyph codes of a text as the bytes of a PDF literal string, escaped, without parentheses. */
  literal: (text: string) => string;
}

interface EncodedGlyph {
  hex: string;
  bytes: string;
  position: GlyphPosition;
}

/** A byte inside a PDF literal string: parentheses, backslash and line ends escaped. */
function literalByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0a) return '\\n';
  if (byte === 0x0d) return '\\r';
  return String.fromCharCode(byte);
}

/**
 * Advance per UTF-16 unit in thousandths of the size (NaN: not looked up yet), per font, shared by
 * every document; characters beyond the BMP in a map. A typed array: measuring is most of the
 * text layout of a large document.
 */
const ADVANCES = new Map<FontName, { bmp: Float64Array; astral: Map<number, number> }>();

function advancesOf(font: FontName) {
  let table = ADVANCES.get(font);
  if (!table) {
    table = { bmp: new Float64Array(0x10000).fill(NaN), astral: new Map() };
    ADVANCES.set(font, table);
  }
  return table;
}

/** Sum of the advances of a text's characters, in thousandths of the font size. */
export function advanceOf(font: FontName, embedded: EmbeddedFont, text: string): number {
  const { bmp, astral } = advancesOf(font);
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length) {
      const codePoint = text.codePointAt(i) ?? unit;
      i += 1;
      let advance = astral.get(codePoint);
      if (advance === undefined) {
        advance = embedded.font.glyphForCodePoint(codePoint).advanceWidth * embedded.scale;
        astral.set(codePoint, advance);
      }
      total += advance;
      continue;
    }
    let advance = bmp[unit] ?? NaN;
    if (Number.isNaN(advance)) {
      advance = embedded.font.glyphForCodePoint(unit).advanceWidth * embedded.scale;
      bmp[unit] = advance;
    }
    total += advance;
  }
  return total;
}

/** Up to Latin Extended-B: the characters whose glyph bytes a document keeps in an array. */
const LATIN_BYTES_END = 0x250;

/** Whether a font has a glyph for a code point, per font, shared by every document. */
const COVERAGE = new Map<FontName, Map<number, boolean>>();

export function hasGlyph(font: FontName, embedded: EmbeddedFont, codePoint: number): boolean {
  let table = COVERAGE.get(font);
  if (!table) {
    table = new Map();
    COVERAGE.set(font, table);
  }
  let has = table.get(codePoint);
  if (has === undefined) {
    has = embedded.font.glyphForCodePoint(codePoint).id !== 0;
    table.set(codePoint, has);
  }
  return has;
}

/**
 * Each font file parsed once per process (or worker): fontkit's font, given to every document's
 * pdfkit instead of the file, which pdfkit would parse again (a sixth of a 1,000-risk render).
 * fontkit only caches on it what is a function of the font (tables, glyphs); what a document
 * changes — its subset, widths, ToUnicode map — belongs to the document's EmbeddedFont.
 */
const PARSED = new Map<FontName, EmbeddedFont['font']>();

/**
 * Registers a font in a document, selects it and switches it to the one-glyph-per-character
 * layout.
 */
export function prepareFont(doc: PDFKit.PDFDocument, name: FontName, file: Buffer): EmbeddedFont {
  // pdfkit takes a fontkit font as a font source (PDFFontFactory.open); its types do not say so.
  doc.registerFont(name, (PARSED.get(name) ?? file) as Buffer);
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  PARSED.set(name, embedded.font);
  const encoded = new Map<number, EncodedGlyph>();
  const glyphOf = (codePoint: number): EncodedGlyph => {
    let glyph = encoded.get(codePoint);
    if (!glyph) {
      const fontkitGlyph = embedded.font.glyphForCodePoint(codePoint);
      const id = embedded.subset.includeGlyph(fontkitGlyph.id);
      const advance = fontkitGlyph.advanceWidth * embedded.scale;
      embedded.widths[id] ??= advance;
      // Not fontkitGlyph.codePoints: fontkit keeps a glyph's first code point, which on a font
      // shared by documents would depend on the documents rendered before.
      embedded.unicode[id] ??= [codePoint];
      glyph = {
        hex: id.toString(16).padStart(4, '0'),
        bytes: literalByte(id >> 8) + literalByte(id & 0xff),
        position: { xAdvance: advance, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: advance },
      };
      encoded.set(codePoint, glyph);
    }
    return glyph;
  };
  embedded.encode = (text: string) => {
    const hexes: string[] = [];
    const positions: GlyphPosition[] = [];
    for (const char of text) {
      const glyph = glyphOf(char.codePointAt(0) ?? 0);
      hexes.push(glyph.hex);
      positions.push(glyph.position);
    }
    return [hexes, positions];
  };
  // Two bytes per glyph instead of four hex digits: half the content to write and to deflate.
  // The bytes of the Latin characters in an array: most of a French text.
  const latin: string[] = [];
  embedded.literal = (text: string) => {
    let bytes = '';
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit < LATIN_BYTES_END) {
        bytes += latin[unit] ??= glyphOf(unit).bytes;
        continue;
      }
      const codePoint = text.codePointAt(i) ?? unit;
      if (codePoint > 0xffff) i += 1;
      bytes += glyphOf(codePoint).bytes;
    }
    return bytes;
  };
  embedded.widthOfString = (text: string, size: number) =>
    (advanceOf(name, embedded, text) * size) / 1000;
  return embedded;
}
