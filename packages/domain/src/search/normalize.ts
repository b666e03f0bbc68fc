/**
 * Lower-case, accent-free, single-spaced form of a text, for comparisons that ignore case and
 * diacritics ("Échelle" and "echelle" compare equal). Ligatures œ/æ are spelled out and
 * typographic apostrophes become plain ones, so "gros œuvre" matches a typed "gros oeuvre".
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The distinct normalised words of a query; an empty or blank query gives no word. */
export function searchWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}
