import { z } from 'zod';

/** Line breaks but the line feed: CRLF, CR, and Word's Shift+Enter (U+000B) and page break (U+000C). */
const OTHER_BREAKS = /\r\n?|[\v\f]/g;
/* eslint-disable no-control-regex -- control characters are what these expressions are for */
/**
 * What no text keeps: the other C0 controls, DEL and the C1 controls, U+FFFE and U+FFFF, and
 * surrogates not part of a pair. XML 1.0 forbids most of them, so Word and Excel refuse a file
 * that holds one (docs/decisions.md). And the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a text read otherwise than it is stored, in a
 * name, a comment or a mail's subject (issue 47).
 */
const DROPPED =
  /[\0-\x08\x0E-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ANY_TO_CLEAN =
  /[\0-\x08\x0B-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]/;
/* eslint-enable no-control-regex */

/**
 * A free text as the product keeps it: tab, line feed and printable characters. Other line
 * breaks become a line feed; other controls, bidirectional overrides and isolates, lone
 * surrogates, U+FFFE and U+FFFF are removed.
 */
export function cleanFreeText(value: string): string {
  if (!ANY_TO_CLEAN.test(value)) return value;
  return value.replace(OTHER_BREAKS, '\n').replace(DROPPED, '');
}

/**
 * The string schema of every free text a user types (names, descriptions, notes…): cleaned by
 * cleanFreeText before any other check, so that limits count what is kept.
 */
export const freeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(cleanFreeText);

/** A character that shows: neither white space nor a format character (zero-width…) nor a blank. */
const VISIBLE = /[^\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/u;

/** Whether a text shows anything: one made only of spaces or zero-width characters reads empty. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/** A free text on one line (a name, a title): cleanFreeText, then tabs and line feeds as spaces. */
export function cleanFreeLine(value: string): string {
  return cleanFreeText(value).replace(/[ \t]*[\t\n][ \t\n]*/g, ' ');
}
