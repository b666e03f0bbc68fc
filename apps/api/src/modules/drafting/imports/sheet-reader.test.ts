import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { IMPORT_HEADER, xlsx } from '../../../../test/helpers/imports.js';
import { readSpreadsheet } from './sheet-reader.js';

describe('reading a workbook', () => {
  it('reads the inventory sheet by name, its values as the spreadsheet shows them, and only the named columns', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['Pas ici']);
    const sheet = workbook.addWorksheet('Inventaire des risques');
    sheet.addRow(['N°', ...IMPORT_HEADER]);
    sheet.addRow([
      1,
      'Atelier',
      { richText: [{ text: 'Chutes ' }, { font: { bold: true }, text: 'de plain-pied' }] },
      { text: 'Glissade', hyperlink: 'https://exemple.fr' },
      true,
      2,
      { formula: '1+2', result: 3 },
      '4 Forte',
      new Date(Date.UTC(2025, 0, 5)),
    ]);
    sheet.getCell('ZZ2').value = 'ailleurs';
    const rows = await readSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { line: 1, cells: IMPORT_HEADER },
      {
        line: 2,
        cells: [
          'Atelier',
          'Chutes de plain-pied',
          'Glissade',
          'VRAI',
          2,
          3,
          '4 Forte',
          '2025-01-05',
        ],
      },
    ]);
  });

  it('refuses a sheet of more than 5,000 lines, and reads one of 5,000', async () => {
    const lines = Array.from({ length: 5001 }, (_, i) => ['Atelier', 'Bruit', `Risque ${i}`]);
    const file = await xlsx([IMPORT_HEADER, ...lines]);
    await expect(readSpreadsheet(file)).rejects.toThrow(IMPORT_MESSAGES.tooManyRows);
    await expect(
      readSpreadsheet(await xlsx([IMPORT_HEADER, ...lines.slice(1)])),
    ).resolves.toHaveLength(5001);
  });
});
