import { EDITOR_MESSAGES } from '../duerp/editor-messages.js';
import { criterionPresentation } from '../risk/presentation.js';
import type { EvalLevel } from '../risk/scales.js';
import { normalizeSearchText } from '../search/normalize.js';
import { cleanFreeText } from '../validation/free-text.js';
import { INVENTORY_COLUMNS, inventoryColumn, type InventoryKey } from './columns.js';
import { IMPORT_MESSAGES } from './import-messages.js';

/** Limits of one import. */
export const IMPORT_LIMITS = {
  bytes: 10 * 1024 * 1024,
  rows: 5000,
  units: 300,
  risksPerUnit: 2000,
} as const;

/** A cell as a reader hands it over: text, a number, or nothing. Formulas arrive as their value. */
export type SheetCell = string | number | null;
/** A row of the file and its line number in it (the header is line 1). */
export interface SheetRow {
  line: number;
  cells: SheetCell[];
  /** Set by the reader when a cell cannot be read as a value (a formula without its result). */
  error?: string;
}

/** A line that will become a risk. */
export interface ImportRisk {
  line: number;
  unite: string;
  categorie: string;
  code: string;
  displayName: string;
  danger: string;
  remarques: string;
  /** Absent when the line gives none. */
  mesuresExistantes?: string;
  evalGravite: EvalLevel | null;
  evalFrequence: EvalLevel | null;
  evalMaitrise: EvalLevel | null;
}

/** Names compare ignoring case, accents, hyphens and spacing. */
export const importNameKey = (name: string) =>
  normalizeSearchText(name.replace(/[-\u2010-\u2014_]/g, ' '));

/** A cell's text, as a typed free text is kept (a pasted U+000B becomes a line break). */
const text = (cell: SheetCell | undefined): string =>
  cell === null || cell === undefined ? '' : cleanFreeText(String(cell)).trim();

/** Which column holds which field, from the header row; the risk and unit columns are required. */
export function matchColumns(header: readonly SheetCell[]): Partial<Record<InventoryKey, number>> {
  const found: Partial<Record<InventoryKey, number>> = {};
  header.forEach((cell, index) => {
    const name = importNameKey(text(cell));
    if (!name) return;
    const column = INVENTORY_COLUMNS.find(
      (c) => importNameKey(c.header) === name || c.aliases.some((a) => importNameKey(a) === name),
    );
    if (column && found[column.key] === undefined) found[column.key] = index;
  });
  return found;
}

/** The header a required column is missing from, or null. */
export function missingColumn(columns: Partial<Record<InventoryKey, number>>): string | null {
  for (const required of ['unite', 'risque'] as const) {
    if (columns[required] === undefined) return inventoryColumn(required).header;
  }
  return null;
}

type Criterion = 'evalGravite' | 'evalFrequence' | 'evalMaitrise';

/**
 * A level as the views show it (maîtrise's number is reversed) read back into the stored
 * level: « 3 », « 3 Grave », « Grave » or « grave ». Undefined when unreadable, null when empty.
 */
export function parseShownLevel(field: Criterion, cell: SheetCell): EvalLevel | null | undefined {
  const raw = text(cell);
  if (raw === '' || raw === '–' || raw === '-') return null;
  const levels = criterionPresentation(field).levels;
  const number = /^([1-4])(?:[.,]0+)?(?:\s+(.*))?$/.exec(raw);
  if (number) {
    const level = levels.find((l) => l.shown === Number(number[1]));
    if (!level) return undefined;
    if (number[2] && importNameKey(number[2]) !== importNameKey(level.label)) return undefined;
    return level.value;
  }
  return levels.find((l) => importNameKey(l.label) === importNameKey(raw))?.value;
}

const MAX = { unite: 200, categorie: 300, risque: 300, long: 5000 };

/** One data line read into a risk, or its first error. Blank lines give null. */
export function readImportRow(
  row: SheetRow,
  columns: Partial<Record<InventoryKey, number>>,
): ImportRisk | { line: number; message: string } | null {
  const cell = (k: InventoryKey) => {
    const index = columns[k];
    return index === undefined ? null : (row.cells[index] ?? null);
  };
  if (row.cells.every((c) => text(c) === '') && !row.error) return null;
  const fail = (message: string) => ({ line: row.line, message });
  if (row.error) return fail(row.error);
  const unite = text(cell('unite'));
  const categorie = text(cell('categorie'));
  const displayName = text(cell('risque'));
  if (!unite) return fail(IMPORT_MESSAGES.unitRequired);
  if (unite.length > MAX.unite) return fail(IMPORT_MESSAGES.unitTooLong);
  if (!categorie) return fail(EDITOR_MESSAGES.categoryRequired);
  if (categorie.length > MAX.categorie) return fail(IMPORT_MESSAGES.categoryTooLong);
  if (!displayName) return fail(EDITOR_MESSAGES.risqueNameRequired);
  if (displayName.length > MAX.risque) return fail(IMPORT_MESSAGES.risqueTooLong);
  const danger = text(cell('danger'));
  const remarques = text(cell('remarques'));
  const mesures = text(cell('mesuresExistantes'));
  if (danger.length > MAX.long) return fail(IMPORT_MESSAGES.textTooLong('Danger'));
  if (remarques.length > MAX.long) return fail(IMPORT_MESSAGES.textTooLong('Remarques'));
  if (mesures.length > MAX.long) return fail(IMPORT_MESSAGES.textTooLong('Mesures existantes'));
  const levels: Partial<Record<Criterion, EvalLevel | null>> = {};
  for (const [field, column] of [
    ['evalGravite', 'gravite'],
    ['evalFrequence', 'frequence'],
    ['evalMaitrise', 'maitrise'],
  ] as const) {
    const value = parseShownLevel(field, cell(column));
    if (value === undefined) {
      const criterion = criterionPresentation(field);
      const labels = criterion.levels.map((l) => `${l.shown} ${l.label}`).join(', ');
      return fail(IMPORT_MESSAGES.unknownRating(criterion.label, text(cell(column)), labels));
    }
    levels[field] = value;
  }
  const set = Object.values(levels).filter((v) => v !== null).length;
  if (set !== 0 && set !== 3) return fail(IMPORT_MESSAGES.partialRating);
  return {
    line: row.line,
    unite,
    categorie,
    code: text(cell('code')).slice(0, 30),
    displayName,
    danger,
    remarques,
    ...(mesures ? { mesuresExistantes: mesures } : {}),
    evalGravite: levels.evalGravite ?? null,
    evalFrequence: levels.evalFrequence ?? null,
    evalMaitrise: levels.evalMaitrise ?? null,
  };
}

/**
 * The lines of a file read into risks and errors (the header row first). `fatal` says why the
 * whole file cannot be read (no line, a required column missing).
 */
export function readImportRows(rows: readonly SheetRow[]): {
  risks: ImportRisk[];
  errors: { line: number; message: string }[];
  fatal: string | null;
} {
  const [header, ...data] = rows;
  if (!header) return { risks: [], errors: [], fatal: IMPORT_MESSAGES.empty };
  const columns = matchColumns(header.cells);
  const missing = missingColumn(columns);
  if (missing) return { risks: [], errors: [], fatal: IMPORT_MESSAGES.missingColumn(missing) };
  const risks: ImportRisk[] = [];
  const errors: { line: number; message: string }[] = [];
  for (const row of data) {
    const read = readImportRow(row, columns);
    if (read === null) continue;
    if ('message' in read) errors.push(read);
    else risks.push(read);
  }
  if (risks.length === 0 && errors.length === 0) {
    return { risks, errors, fatal: IMPORT_MESSAGES.empty };
  }
  return { risks, errors, fatal: null };
}
