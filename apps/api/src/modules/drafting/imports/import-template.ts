import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { TEMPLATE_KEYS, inventoryColumn } from '@duerp/domain/spreadsheet';

const HEADERS = TEMPLATE_KEYS.map((key) => inventoryColumn(key).header);
/** Two lines a user replaces; G, F and M as the app shows them (M: 4 Forte … 1 Absente). */
const EXAMPLES: (string | number)[][] = [
  [
    'Atelier',
    'Chutes de plain-pied',
    'Glissade sur sol mouillé',
    'Sol glissant près du poste de lavage',
    2,
    3,
    2,
    'Zone humide en fin de journée',
    'Tapis antidérapants',
  ],
  ['Bureaux', 'Travail sur écran', 'Fatigue visuelle', 'Écrans face aux fenêtres', 1, 4, 3, '', ''],
];

const csvField = (value: string | number) => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The template as a French Excel saves a CSV: UTF-8 with BOM, ';' between fields, CRLF. */
export function csvTemplate(): Buffer {
  const lines = [HEADERS, ...EXAMPLES].map((row) => row.map(csvField).join(';'));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The template as a workbook with one sheet, its header frozen. */
export async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventaire des risques', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = HEADERS.map((header) => ({ header, width: header.length > 2 ? 30 : 6 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of EXAMPLES) sheet.addRow(row);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await workbook.xlsx.write(out);
  return Buffer.concat(chunks);
}
