/*
 * What the embedded fonts can print. DejaVu covers Latin, Greek, Cyrillic and many symbols, but
 * not every emoji; and without shaping or bidirectional layout (see glyphs.ts), Arabic would
 * print as isolated letters in the wrong order, Hebrew reversed. Those characters are replaced
 * visibly — one mark for a run of them — and the cover says so (see coverage note in cover.ts).
 */

/** The mark that stands for a run of characters the document cannot print. */
export const REPLACEMENT_MARK = '\uFFFD';
/** For a font without the replacement character (DejaVu Sans Mono). */
export const FALLBACK_MARK = '?';

/** Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms. */
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Joiners, variation selectors, skin-tone modifiers, tags: invisible parts of emoji sequences. */
const INVISIBLE_RANGES: readonly [number, number][] = [
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0xfe00, 0xfe0f],
  [0x1f3fb, 0x1f3ff],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];
/** Up to Latin Extended-B: every embedded font has it (controls are the text layer's business). */
const LATIN_END = 0x250;
/** A UTF-16 unit beyond Latin (a surrogate too), found by the regular-expression engine. */
// eslint-disable-next-line no-control-regex -- every code unit up to Latin Extended-B, controls included
const BEYOND_LATIN_UNIT = /[^\u0000-\u024f]/;

function isInvisible(codePoint: number): boolean {
  return INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Whether a character can be printed, given whether the font has a glyph for a code point. */
function isPrintable(char: string, hasGlyph: (codePoint: number) => boolean): boolean {
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint < LATIN_END) return true;
  return !RIGHT_TO_LEFT.test(char) && hasGlyph(codePoint);
}

/**
 * `text` as a font can print it: invisible sequence parts dropped, each run of characters that
 * cannot be printed replaced by one `mark`.
 */
export function printableText(
  text: string,
  hasGlyph: (codePoint: number) => boolean,
  mark: string,
): string {
  if (!BEYOND_LATIN_UNIT.test(text)) return text;
  let out = '';
  let inRun = false;
  for (const char of text) {
    if (isInvisible(char.codePointAt(0) ?? 0)) continue;
    if (isPrintable(char, hasGlyph)) {
      out += char;
      inRun = false;
    } else if (!inRun) {
      out += mark;
      inRun = true;
    }
  }
  return out;
}

/**
 * Whether some character of `text` would be replaced (invisible sequence parts aside). Called on
 * a whole document's text (the cover's note): only the characters beyond Latin are looked at, each
 * code point once.
 */
export function hasUnprintable(text: string, hasGlyph: (codePoint: number) => boolean): boolean {
  const seen = new Set<number>();
  const beyond = new RegExp(BEYOND_LATIN_UNIT, 'g');
  for (let match = beyond.exec(text); match; match = beyond.exec(text)) {
    const codePoint = text.codePointAt(match.index) ?? 0;
    if (codePoint > 0xffff) beyond.lastIndex += 1;
    if (seen.has(codePoint)) continue;
    seen.add(codePoint);
    if (isInvisible(codePoint)) continue;
    if (!isPrintable(String.fromCodePoint(codePoint), hasGlyph)) return true;
  }
  return false;
}
