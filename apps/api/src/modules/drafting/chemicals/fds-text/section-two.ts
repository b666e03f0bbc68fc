import { normalizeHazardCode } from '@duerp/domain/chemicals';

/**
 * Where section 2 (« Identification des dangers ») of a safety data sheet starts: « RUBRIQUE 2 »,
 * « SECTION 2 » or a line opening with « 2. Identification des dangers » (the REACH annex II
 * headings, in French or English).
 */
const SECTION_2 =
  /(?:\b(?:RUBRIQUE|SECTION)\s*2\b(?!\s*[.,]\s*\d)|^\s*2\s*[.:-]?\s*(?:Identification des dangers|Hazards? identification))/im;
/** And where section 3 starts, which ends it. */
const SECTION_3 =
  /(?:\b(?:RUBRIQUE|SECTION)\s*3\b(?!\s*[.,]\s*\d)|^\s*3\s*[.:-]?\s*(?:Composition|Information on ingredients))/im;

/**
 * A hazard statement code as printed: `H225`, `H 350`, `H350i`, `H360FD`, `EUH066`. The suffix is
 * taken only when no letter follows it, so that `H225Liquide` (words run together by the
 * extraction) still gives `H225`.
 */
const CODE = /(?<![A-Za-z0-9])(EUH|H)\s?(\d{3})(?:(i|FD|Fd|Df|fd|F|D|f|d)(?![A-Za-z]))?(?![0-9])/g;

/** Section 2 of the sheet's text, or null when no heading of it is found. */
export function sectionTwo(text: string): string | null {
  const start = SECTION_2.exec(text);
  if (!start) return null;
  const rest = text.slice(start.index + start[0].length);
  const end = SECTION_3.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/**
 * The hazard statement codes printed in section 2 of a sheet, once each in the order met: only
 * suggestions (the person confirms them). Codes of section 3 (each component's classification)
 * and of section 16 (the full text of every phrase) are not the product's and are not read.
 */
export function hazardCodesOfSectionTwo(text: string): string[] {
  const section = sectionTwo(text);
  if (section === null) return [];
  const codes: string[] = [];
  for (const match of section.matchAll(CODE)) {
    const code = normalizeHazardCode(`${match[1]}${match[2]}${match[3] ?? ''}`);
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}
