import { IMPORT_LIMITS, IMPORT_MESSAGES, type SheetRow } from '@duerp/domain/spreadsheet';
import { badRequest } from '../../../errors.js';
import { decodeCsv, detectDelimiter, parseCsv } from './csv-reader.js';
import { readWorkbook } from './xlsx-workbook.js';
import { readSheetRows } from './xlsx-sheet.js';
import { checkXlsxZip } from './zip-guard.js';
import { namedColumns, type ColumnPicker } from './named-columns.js';

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;
/** Old .xls files and password-protected workbooks are OLE compound files. */
const isOle = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0xd0cf11e0;

/**
 * The rows of an uploaded XLSX or CSV, the header first, each reduced to the columns `columnsOf`
 * picks from the header (the inventory's named columns by default). Anything else — binary files, old or protected workbooks, bombs, macros, malformed
 * CSV, too many rows — is refused with a French 400.
 */
export async function readSpreadsheet(
  buffer: Buffer,
  columnsOf: ColumnPicker = namedColumns,
): Promise<SheetRow[]> {
  if (buffer.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (buffer.length > IMPORT_LIMITS.bytes) throw badRequest(IMPORT_MESSAGES.tooLarge);
  if (isOle(buffer)) throw badRequest(IMPORT_MESSAGES.encrypted);
  if (isZip(buffer)) {
    const entries = checkXlsxZip(buffer);
    return readSheetRows(buffer, await readWorkbook(buffer, entries), columnsOf);
  }
  const text = decodeCsv(buffer);
  if (text === null) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const rows = parseCsv(text, detectDelimiter(text), IMPORT_LIMITS.rows + 1, columnsOf);
  if (rows.length > IMPORT_LIMITS.rows + 1) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return rows;
}
