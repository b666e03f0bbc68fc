/** A line of wrapped text, with its measured width. */
export interface Line {
  readonly text: string;
  readonly width: number;
  /** Last line of its paragraph (not justified). */
  readonly last: boolean;
}

/** Width of a string on one line, in points. */
export type Measure = (text: string) => number;

/** Keep a hair of slack so a wrapped line never touches its box. */
const WRAP_SLACK = 0.6;

/** Printable ASCII only: already normalised (most words, numbers and labels of a document). */
const PLAIN = /^[\u0020-\u007e]*$/;

/** NFC, line breaks as \n, tabs and special spaces as plain spaces, control characters dropped. */
export function normalizeText(text: string): string {
  if (PLAIN.test(text)) return text;
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\t\u00a0\u202f\u2007\u2009]/g, ' ')
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * Wraps a text to a width: paragraphs on line breaks, lines on spaces, a word longer than the
 * width broken where it must. Blank lines are kept once; leading and trailing ones dropped.
 */
export function wrapText(text: string, width: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  const max = width - WRAP_SLACK;
  const space = measure(' ');
  for (const paragraph of normalizeText(text).split('\n')) {
    const words = paragraph.split(' ').filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0 && lines[lines.length - 1]?.text !== '') {
        lines.push({ text: '', width: 0, last: true });
      }
      continue;
    }
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= max) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push({ text: line, width: lineWidth, last: false });
      if (wordWidth <= max) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      const pieces = breakWord(word, max, measure);
      const tail = pieces.pop() ?? { text: '', width: 0, last: false };
      lines.push(...pieces);
      line = tail.text;
      lineWidth = tail.width;
    }
    lines.push({ text: line, width: lineWidth, last: true });
  }
  while (lines.length > 0 && lines[lines.length - 1]?.text === '') lines.pop();
  return lines;
}

/** Pieces of a word too long for a line, each as long as fits. */
function breakWord(word: string, max: number, measure: Measure): Line[] {
  const pieces: Line[] = [];
  const chars = Array.from(word);
  let start = 0;
  while (start < chars.length) {
    let end = start;
    let width = 0;
    while (end < chars.length) {
      const next = measure(chars[end] ?? '');
      if (end > start && width + next > max) break;
      width += next;
      end += 1;
    }
    pieces.push({ text: chars.slice(start, end).join(''), width, last: false });
    start = end;
  }
  return pieces;
}

/** A text cut to one line of `width`, with an ellipsis when it had to be cut. */
export function fitOneLine(text: string, width: number, measure: Measure): string {
  const clean = normalizeText(text).replace(/\n+/g, ' ');
  if (measure(clean) <= width) return clean;
  const chars = Array.from(clean);
  let count = chars.length;
  while (count > 0 && measure(`${chars.slice(0, count).join('').trimEnd()}…`) > width) {
    count = Math.max(0, Math.min(count - 1, Math.floor(count * 0.95)));
  }
  return `${chars.slice(0, count).join('').trimEnd()}…`;
}
