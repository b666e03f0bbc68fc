import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { ImportPreview } from '@duerp/domain/spreadsheet';
import type { TestApp } from './test-app.js';

export type Preview = ImportPreview & { revision: number };

type Auth = Record<string, string>;

const body = (file: Buffer, fileName = 'risques.xlsx') => ({
  fileName,
  contentBase64: file.toString('base64'),
});

/** POST …/import/preview of `file` (named `fileName`, .xlsx by default). */
export const previewImport = (
  t: TestApp,
  auth: Auth,
  id: string,
  file: Buffer,
  fileName?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/import/preview`,
    headers: auth,
    payload: body(file, fileName),
  });

/** POST …/import/confirm of `file`, made on `revision` (If-Match). */
export const confirmImport = (
  t: TestApp,
  auth: Auth,
  id: string,
  file: Buffer,
  revision: number,
  fileName?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/import/confirm`,
    headers: { ...auth, 'if-match': String(revision) },
    payload: body(file, fileName),
  });

/** A workbook of one sheet holding `rows`. */
export async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Feuil1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const IMPORT_HEADER = [
  'Unité de travail',
  'Catégorie',
  'Risque',
  'Danger',
  'G',
  'F',
  'M',
  'Remarques',
];

/** A file of test/fixtures/hostile. */
export const hostileFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/hostile/${name}`, import.meta.url));
