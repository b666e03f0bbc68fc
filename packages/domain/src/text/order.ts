const codeCollator = new Intl.Collator('fr', { numeric: true });

/** Numeric-aware comparison of codes: "1.2" < "1.10" < "2.1" (same as localeCompare 'fr' numeric). */
export function compareCodes(a: string, b: string): number {
  return codeCollator.compare(a, b);
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('fr', { granularity: 'grapheme' })
    : null;

/** The graphemes of a text: "é" typed as "e" and a combining accent stays one. */
export function splitGraphemes(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
}
