import ExcelJS from 'exceljs';
import { SEIRICH_EXPORT_HEADERS, seirichExportRow } from '@duerp/domain/chemicals';
import type { Executor } from '../../../db/client.js';
import { unitNamesOf } from '../../documents/document-store/index.js';
import { listProductRows } from './products.repository.js';

const WIDTHS = [32, 24, 30, 20, 16, 28];

/**
 * The register as a workbook to type into Seirich's inventory: one line per product and work
 * unit (a product used nowhere yet gets one line without a unit). Cells are written as text,
 * never as formulas, whatever a name starts with.
 */
export async function seirichWorkbook(db: Executor, espaceId: string): Promise<Buffer> {
  const rows = await listProductRows(db, espaceId);
  const names = await unitNamesOf(db, espaceId, [
    ...new Set(rows.flatMap((r) => r.unitesDeTravail.map((u) => u.idDuerp))),
  ]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventaire pour Seirich', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = SEIRICH_EXPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const unites = row.unitesDeTravail
      .map((u) => names.get(`${u.idDuerp}/${u.idUniteDeTravail}`))
      .filter((name): name is string => name !== undefined);
    for (const unite of unites.length > 0 ? unites : [''])
      sheet.addRow(seirichExportRow(row, row.quantite, row.frequence ?? null, unite));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
