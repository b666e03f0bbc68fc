import ExcelJS from 'exceljs';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  SHEET_NAMES,
  type SheetCell,
  type SheetRow,
} from '@duerp/domain';
import { badRequest } from '../../errors.js';
import { decodeCsv, detectDelimiter, parseCsv } from './csv-reader.js';
import { checkXlsxZip } from './zip-guard.js';

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;
/** Old .xls files and password-protected workbooks are OLE compound files. */
const isOle = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0xd0cf11e0;

const FORMULA_WITHOUT_VALUE = Symbol('formula without value');

/**
 * A cell's value as the file stores it. A formula gives its cached result, the value the
 * spreadsheet computed when it was saved: nothing is evaluated here.
 */
function cellValue(value: ExcelJS.CellValue): SheetCell | typeof FORMULA_WITHOUT_VALUE {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'VRAI' : 'FAUX';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined || result === null) return FORMULA_WITHOUT_VALUE;
    if (typeof result === 'object' && 'error' in result) return null;
    return cellValue(result);
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  if ('error' in value) return null;
  return null;
}

async function readXlsx(buffer: Buffer): Promise<SheetRow[]> {
  checkXlsxZip(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  }
  const sheet = workbook.getWorksheet(SHEET_NAMES.inventory) ?? workbook.worksheets[0];
  // A zip that is no workbook (a .docx, an archive) loads as a workbook without sheets.
  if (!sheet) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  if (sheet.actualRowCount > IMPORT_LIMITS.rows + 1) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    let error: string | undefined;
    const cells = Array.from(values, (value) => {
      const cell = cellValue(value);
      if (cell !== FORMULA_WITHOUT_VALUE) return cell;
      error = IMPORT_MESSAGES.formulaWithoutValue;
      return null;
    });
    rows.push(error ? { line, cells, error } : { line, cells });
  });
  return rows;
}

/**
 * The rows of an uploaded XLSX or CSV, the header first. Anything else — binary files, old or
 * protected workbooks, bombs, macros, too many rows — is refused with a French 400.
 */
export async function readSpreadsheet(buffer: Buffer): Promise<SheetRow[]> {
  if (buffer.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (buffer.length > IMPORT_LIMITS.bytes) throw badRequest(IMPORT_MESSAGES.tooLarge);
  if (isOle(buffer)) throw badRequest(IMPORT_MESSAGES.encrypted);
  if (isZip(buffer)) return readXlsx(buffer);
  const text = decodeCsv(buffer);
  if (text === null) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const rows = parseCsv(text, detectDelimiter(text), IMPORT_LIMITS.rows + 1);
  if (rows.length > IMPORT_LIMITS.rows + 1) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return rows;
}
