/*
 * What the embedded fonts can print. DejaVu covers Latin, Greek, Cyrillic and many symbols, but
 * not every emoji; and without shaping or bidirectional layout (see pdf-glyphs.ts), Arabic would
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
const INVISIBLE =
  /[\u200b-\u200f\u2060-\u2064\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;
/** Latin, Latin-1 and Latin Extended: every embedded font has them all (the common case). */
const ALL_LATIN = /^[\u0000-\u024f]*$/;

/** Whether a character can be printed, given whether the font has a glyph for a code point. */
function isPrintable(char: string, hasGlyph: (codePoint: number) => boolean): boolean {
  return !RIGHT_TO_LEFT.test(char) && hasGlyph(char.codePointAt(0) ?? 0);
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
  if (ALL_LATIN.test(text)) return text;
  let out = '';
  let inRun = false;
  for (const char of text) {
    if (INVISIBLE.test(char)) continue;
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

/** Whether some character of `text` would be replaced (invisible sequence parts aside). */
export function hasUnprintable(text: string, hasGlyph: (codePoint: number) => boolean): boolean {
  if (ALL_LATIN.test(text)) return false;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x250 || INVISIBLE.test(char)) continue;
    if (!isPrintable(char, hasGlyph)) return true;
  }
  return false;
}
