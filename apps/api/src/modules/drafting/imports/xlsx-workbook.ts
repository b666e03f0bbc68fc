import { IMPORT_MESSAGES, SHEET_NAMES } from '@duerp/domain/spreadsheet';
import { badRequest } from '../../../errors.js';
import { parseXmlEntry } from './zip-entry.js';
import type { ZipEntry } from './zip-guard.js';

/** What reading a sheet's cells takes from the rest of the workbook. */
export interface WorkbookContext {
  sheet: ZipEntry;
  sharedStrings: string[];
  /** Per cell style (the `s` of a cell), whether its number is a date. */
  dateStyles: boolean[];
  date1904: boolean;
}

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/** A relationship's target, relative to xl/ or absolute, as a zip entry's name. */
function partName(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return `xl/${target}`.replace(/[^/]+\/\.\.\//g, '');
}

/**
 * The sheet named « Inventaire des risques », else the first one, with the shared strings and the
 * styles its cells refer to. A zip that is no workbook (a .docx, an archive) is not a spreadsheet.
 */
export async function readWorkbook(
  buffer: Buffer,
  entries: Map<string, ZipEntry>,
): Promise<WorkbookContext> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const sheets: { name: string; id: string }[] = [];
  let date1904 = false;
  await parseXmlEntry(buffer, workbook, {
    open: (name, attributes) => {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      if (name === 'sheet' && id) sheets.push({ name: attributes.name ?? '', id });
    },
  });
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  await parseXmlEntry(buffer, rels, {
    open: (name, { Id, Target, Type }) => {
      if (name !== 'Relationship' || !Id || !Target) return;
      targets.set(Id, partName(Target));
      if (Type?.startsWith(RELATIONSHIP))
        byType.set(Type.slice(RELATIONSHIP.length), partName(Target));
    },
  });
  const chosen = sheets.find((s) => s.name === SHEET_NAMES.inventory) ?? sheets[0];
  const sheet = chosen && entries.get(targets.get(chosen.id) ?? '');
  if (!sheet) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const part = (type: string, fallback: string) => entries.get(byType.get(type) ?? fallback);
  const strings = part('sharedStrings', 'xl/sharedStrings.xml');
  const styles = part('styles', 'xl/styles.xml');
  return {
    sheet,
    sharedStrings: strings ? await readSharedStrings(buffer, strings) : [],
    dateStyles: styles ? await readDateStyles(buffer, styles) : [],
    date1904,
  };
}

/** Each `<si>`'s text: its `<t>`, or its runs' `<t>` joined, without phonetic guides (`<rPh>`). */
async function readSharedStrings(buffer: Buffer, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = false;
  await parseXmlEntry(buffer, entry, {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic = true;
      else if (name === 't') inText = !phonetic;
    },
    text: (text) => {
      if (inText && current !== null) current += text;
    },
    close: (name) => {
      if (name === 'si' && current !== null) strings.push(current);
      if (name === 'si') current = null;
      else if (name === 'rPh') phonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

/** Built-in number formats that show a date or a time. */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
/** A format code shows a date when, outside quotes and brackets, it has y, m, d, h, s or b. */
const isDateCode = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (`<cellXfs>`), whether its number format is a date's. */
async function readDateStyles(buffer: Buffer, entry: ZipEntry): Promise<boolean[]> {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await parseXmlEntry(buffer, entry, {
    open: (name, attributes) => {
      const id = Number(attributes.numFmtId);
      if (name === 'numFmt' && isDateCode(attributes.formatCode ?? '')) customDates.add(id);
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        styles.push(DATE_FORMAT_IDS.has(id) || customDates.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}
