/** The nine CLP hazard pictograms, by their code (their names and icons: packages/masterdata). */
export const PICTOGRAM_CODES = [
  'SGH01',
  'SGH02',
  'SGH03',
  'SGH04',
  'SGH05',
  'SGH06',
  'SGH07',
  'SGH08',
  'SGH09',
] as const;
export type PictogramCode = (typeof PICTOGRAM_CODES)[number];

/**
 * The reproductive toxicity suffixes as the CLP writes them: a capital letter for a proven effect
 * (category 1A/1B, H360), a small one for a suspected effect (category 2, H361).
 */
const H360_SUFFIXES = ['', 'F', 'D', 'FD', 'Fd', 'Df'] as const;
const H361_SUFFIXES = ['', 'f', 'd', 'fd'] as const;

const TOKEN = /^(EUH|H)(\d{3})([A-Za-z]{0,2})$/i;

/** H360's suffix from what was typed; all in one case it reads as capitals (the stricter effect). */
function h360Suffix(raw: string): string | null {
  const exact = H360_SUFFIXES.find((s) => s === raw);
  if (exact !== undefined) return exact;
  const upper = raw.toUpperCase();
  if (raw === raw.toLowerCase() || raw === upper) {
    return H360_SUFFIXES.find((s) => s === upper) ?? (upper === 'DF' ? 'FD' : null);
  }
  return null;
}

/**
 * A hazard statement code written as the CLP writes it (`h350I` → `H350i`, `h 361 FD` →
 * `H361fd`, `euh066` → `EUH066`), or null when it is not one (`H35`, `H350x`, `P280`). The
 * suffixes are those of H350 (i), H360 (F, D, FD, Fd, Df) and H361 (f, d, fd); no other code
 * takes one. A H360 suffix typed in one case (`h360fd`) is read as capitals.
 */
export function normalizeHazardCode(input: string): string | null {
  const match = TOKEN.exec(input.replace(/\s+/g, ''));
  if (!match) return null;
  const prefix = match[1]!.toUpperCase();
  const number = match[2]!;
  const suffix = match[3]!;
  if (prefix === 'EUH') return suffix === '' ? `EUH${number}` : null;
  if (!/^[234]/.test(number)) return null;
  if (number === '350') {
    if (suffix === '') return 'H350';
    return suffix.toLowerCase() === 'i' ? 'H350i' : null;
  }
  if (number === '360') {
    const s = h360Suffix(suffix);
    return s === null ? null : `H360${s}`;
  }
  if (number === '361') {
    const s = suffix.toLowerCase();
    const known = H361_SUFFIXES.find((k) => k === s) ?? (s === 'df' ? 'fd' : undefined);
    return known === undefined ? null : `H361${known}`;
  }
  return suffix === '' ? `H${number}` : null;
}

/** What a typed list of codes gives: the codes, once each in the order met, and what was not one. */
export interface ParsedHazardCodes {
  codes: string[];
  rejected: string[];
}

/**
 * The codes of a list as a label or a safety data sheet prints it: separated by commas,
 * semicolons, slashes, spaces or the `+` of combined statements (`H300+H310+H330`).
 */
export function parseHazardCodes(text: string): ParsedHazardCodes {
  const codes: string[] = [];
  const rejected: string[] = [];
  // A space inside a code (`H 350 i`) is not a separator: the tokens are cut at letters H/EUH.
  const tokens = text
    .split(/[,;/+\n]+/)
    .flatMap((part) => part.trim().split(/\s+(?=(?:EUH|H)\s*\d)/i))
    .map((t) => t.trim())
    .filter((t) => t !== '');
  for (const token of tokens) {
    const code = normalizeHazardCode(token);
    if (code === null) rejected.push(token);
    else if (!codes.includes(code)) codes.push(code);
  }
  return { codes, rejected };
}

/** A product's CMR class from its hazard statements (issue 44). */
export type CmrClass =
  /** Carcinogenic, mutagenic or toxic for reproduction, category 1A or 1B (H340, H350, H360…). */
  | 'avere'
  /** Suspected, category 2 (H341, H351, H361…). */
  | 'suspecte';

const PROVEN = /^H(340|350|360)/;
const SUSPECTED = /^H(341|351|361)/;

/**
 * The CMR class the codes give: `avere` for H340, H350, H350i and H360 with any suffix
 * (category 1A/1B), else `suspecte` for H341, H351 and H361 with any suffix (category 2), else
 * null. H362 (effects on or via lactation) is not a CMR class. Codes are normalized first, so
 * `h350i` counts; what is not a code is ignored.
 */
export function cmrClassOf(codes: readonly string[]): CmrClass | null {
  const normalized = codes.map(normalizeHazardCode).filter((c): c is string => c !== null);
  if (normalized.some((c) => PROVEN.test(c))) return 'avere';
  if (normalized.some((c) => SUSPECTED.test(c))) return 'suspecte';
  return null;
}
