import iconv from 'iconv-lite';
import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MESSAGES, type SheetRow } from '@duerp/domain/spreadsheet';
import { badRequest } from '../../../errors.js';
import { namedColumns, pickColumns, type ColumnPicker } from './named-columns.js';

/** What Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) decodes to. */
const UNDEFINED = '\ufffd';

/**
 * The text of a CSV as a French Excel saves it: UTF-8 with or without BOM, else Windows-1252
 * (« CSV (séparateur: point-virgule) »), decoded by a real codec: Node's decoder turns 0x80–0x9F
 * (€, œ, ‰, curly quotes…) into control characters. A byte Windows-1252 does not define means
 * another encoding (Mac Roman puts ç and è there): refused with its line, never dropped.
 * Null when the file is binary, not text.
 */
export function decodeCsv(buffer: Buffer): string | null {
  if (buffer.subarray(0, 8192).includes(0)) return null;
  const hasBom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
  const bytes = hasBom ? buffer.subarray(3) : buffer;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = iconv.decode(bytes, 'windows-1252');
    const undefinedAt = text.indexOf(UNDEFINED);
    if (undefinedAt < 0) return text;
    const line = text.slice(0, undefinedAt).split('\n').length;
    throw badRequest(IMPORT_MESSAGES.csvUnreadableCharacter(line));
  }
}

/** The delimiter of the header line: the most frequent of ';', ',' and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ';';
}

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (record: readonly string[]) =>
  record.reduce((n, field) => n + (field.match(LINE_BREAK)?.length ?? 0), 0);

/**
 * RFC 4180 rows, read strictly by csv-parse: a quote left open or misplaced is refused with its
 * line rather than swallowing the lines after it. Rows may have fewer or more fields than the
 * header; only the header's named columns are kept. Stops after `maxRows` + 1 rows (the caller
 * refuses more). Cells stay text: nothing is ever evaluated.
 */
export function parseCsv(
  text: string,
  delimiter: string,
  maxRows: number,
  columnsOf: ColumnPicker = namedColumns,
): SheetRow[] {
  const rows: SheetRow[] = [];
  let columns: number[] | null = null;
  // Every line belongs to a row, blank ones too: a row starts on the line after the previous one
  // ends (csv-parse's own count takes a CRLF inside quotes for two lines).
  let line = 1;
  try {
    parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      to: maxRows + 1,
      on_record: (record: string[]) => {
        columns ??= columnsOf(record);
        rows.push({ line, cells: pickColumns(columns, (i) => record[i]) });
        line += lineBreaks(record) + 1;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED')
      throw badRequest(IMPORT_MESSAGES.csvUnclosedQuote(line));
    if (error.code.includes('QUOTE')) throw badRequest(IMPORT_MESSAGES.csvMisplacedQuote(line));
    throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  }
  return rows;
}
