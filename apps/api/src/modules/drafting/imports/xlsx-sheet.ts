import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type SheetCell,
  type SheetRow,
} from '@duerp/domain/spreadsheet';
import { badRequest } from '../../../errors.js';
import { namedColumns, pickColumns, type ColumnPicker } from './named-columns.js';
import type { WorkbookContext } from './xlsx-workbook.js';
import { parseXmlEntry } from './zip-entry.js';

const FORMULA_WITHOUT_VALUE = Symbol('formula without value');
type CellValue = SheetCell | typeof FORMULA_WITHOUT_VALUE;

/** A `<c>` as read: its type (`t`), style (`s`), `<v>`, whether it has a formula, its inline text. */
interface RawCell {
  type: string;
  style: number;
  value: string | undefined;
  formula: boolean;
  inline: string;
}

/** XFD, the last column of a sheet. */
const MAX_COLUMNS = 16_384;

/** 'A' → 0 … 'XFD' → 16383; -1 without letters. */
function columnIndex(reference: string): number {
  let index = 0;
  let i = 0;
  for (; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    index = index * 26 + code - 64;
  }
  return i === 0 ? -1 : index - 1;
}

/** Excel's day number as an ISO date (1900 or 1904 date system). */
const excelDate = (days: number, date1904: boolean) =>
  new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 86_400_000))
    .toISOString()
    .slice(0, 10);

/**
 * A cell's value as the file stores it. A formula gives its cached result, the value the
 * spreadsheet computed when it was saved: nothing is evaluated here.
 */
function cellValue(cell: RawCell, context: WorkbookContext): CellValue {
  const { value } = cell;
  if (cell.type === 'inlineStr') return cell.inline;
  if (value === undefined) return cell.formula ? FORMULA_WITHOUT_VALUE : null;
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? null;
    case 'str':
      return value;
    case 'b':
      return value === '1' ? 'VRAI' : 'FAUX';
    case 'e':
      return null;
    case 'd':
      return value.slice(0, 10);
    default: {
      const number = Number(value);
      if (!Number.isFinite(number)) return null;
      return context.dateStyles[cell.style] ? excelDate(number, context.date1904) : number;
    }
  }
}

/**
 * The sheet's rows, the header first, streamed as the sheet inflates. The header is the first row
 * with a value; from then on only its named columns are read. More than 5,000 lines stop it.
 */
export async function readSheetRows(
  buffer: Buffer,
  context: WorkbookContext,
  columnsOf: ColumnPicker = namedColumns,
): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let columns: number[] | null = null;
  let line = 0;
  let cells = new Map<number, CellValue>();
  let hasValue = false;
  let column = -1;
  let cell: RawCell | null = null;
  let reading: 'value' | 'inline' | null = null;
  let phonetic = false;

  const endRow = () => {
    if (!hasValue) return;
    const at = (index: number) => {
      const value = cells.get(index);
      return value === FORMULA_WITHOUT_VALUE ? null : value;
    };
    columns ??= columnsOf(
      Array.from({ length: Math.max(...cells.keys()) + 1 }, (_, i) => at(i) ?? null),
    );
    const error = [...cells.values()].includes(FORMULA_WITHOUT_VALUE);
    rows.push({
      line,
      cells: pickColumns(columns, at),
      ...(error ? { error: IMPORT_MESSAGES.formulaWithoutValue } : {}),
    });
    if (rows.length > IMPORT_LIMITS.rows + 1) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  };

  await parseXmlEntry(buffer, context.sheet, {
    open: (name, attributes) => {
      if (name === 'row') {
        line = Number(attributes.r) || line + 1;
        cells = new Map();
        hasValue = false;
        column = -1;
      } else if (name === 'c') {
        column = attributes.r ? columnIndex(attributes.r) : column + 1;
        cell = {
          type: attributes.t ?? 'n',
          style: Number(attributes.s ?? 0),
          value: undefined,
          formula: false,
          inline: '',
        };
      } else if (cell && name === 'v') {
        reading = 'value';
        cell.value = '';
      } else if (cell && name === 'f') cell.formula = true;
      else if (cell && name === 'rPh') phonetic = true;
      else if (cell && name === 't') reading = phonetic ? null : 'inline';
    },
    text: (text) => {
      if (!cell) return;
      if (reading === 'value') cell.value += text;
      else if (reading === 'inline') cell.inline += text;
    },
    close: (name) => {
      if (name === 'v' || name === 't') reading = null;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'c' && cell) {
        // Once the header is read, only its named columns are; it needs all of them.
        const read = column >= 0 && column < MAX_COLUMNS && (!columns || columns.includes(column));
        const value = read ? cellValue(cell, context) : (cell.value ?? (cell.inline || null));
        if (read) cells.set(column, value ?? null);
        hasValue ||= value !== null && value !== undefined;
        cell = null;
      } else if (name === 'row') endRow();
    },
  });
  return rows;
}
