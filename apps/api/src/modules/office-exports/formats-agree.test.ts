import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatRiskValue,
  NOT_EVALUATED_LABEL,
  presentActions,
  riskBand,
} from '@duerp/domain';
import { pdfFixture, pdfInput, poppler } from '../../../test/helpers/pdf.js';
import { renderDuerpPdf } from '../pdf/render-duerp-pdf.js';
import { renderDocx } from './docx-export.js';
import { renderXlsx } from './xlsx-export.js';

/*
 * Issue 26: the PDF, the DOCX and the XLSX of one version write every label, date and amount the
 * presentation model gives for it in the same words. Spacing aside (the PDF draws fr-FR's
 * no-break spaces as plain ones), a renderer formatting a date or an amount on its own fails here.
 */
const REFERENCE = pdfInput(pdfFixture());
const shown = presentActions(REFERENCE.snapshot);
const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Excel's rendering of the few number formats the export writes, written here independently. */
const MONTHS =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre';
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
function cellText(cell: ExcelJS.Cell): string {
  const { value, numFmt } = cell;
  if (value instanceof Date && numFmt === '[$-fr-FR]d mmmm yyyy') {
    return `${value.getUTCDate()} ${MONTHS.split(' ')[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
  }
  if (typeof value === 'number' && numFmt === '0.0') return value.toFixed(1).replace('.', ',');
  if (typeof value === 'number' && numFmt === '#,##0 "€"') return `${grouped(Math.round(value))} €`;
  if (typeof value === 'number' && numFmt === '#,##0.00 "€"') {
    const [whole = '', cents = ''] = value.toFixed(2).split('.');
    return `${grouped(Number(whole))},${cents} €`;
  }
  if (value instanceof Date || typeof value === 'number') return `${String(value)} [${numFmt}]`;
  return typeof value === 'string' ? space(value) : JSON.stringify(value ?? '');
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Each format as rows of cell texts (a PDF line is one cell: its columns are not marked). */
let pdfLines: string[];
let docxRows: string[][];
let docxText: string;
let xlsxRows: string[][];

beforeAll(async () => {
  const pdfs = await poppler();
  const pages = await pdfs.pages(await renderDuerpPdf(REFERENCE), '-layout');
  await pdfs.cleanup();
  pdfLines = pages.join('\n').split('\n').map(space);

  const zip = await JSZip.loadAsync(await renderDocx(REFERENCE));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const text = (part: string) =>
    space(
      [...part.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1] ?? '')
        .join('')
        .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => XML_ENTITIES[name] ?? ''),
    );
  docxRows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((row) =>
    [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) => text(cell[0])),
  );
  docxText = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => text(p[0])).join('\n');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await renderXlsx(REFERENCE)) as unknown as ArrayBuffer);
  xlsxRows = workbook.worksheets.flatMap((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cellText(cell)));
      rows.push(cells);
    });
    return rows;
  });
});

describe('the PDF, the DOCX and the XLSX of the reference version', () => {
  it('write each action with its risk, measure, owner, due date, budget and status', () => {
    const actions = shown.units.flatMap((u) => u.actions);
    expect(actions).toHaveLength(3);
    for (const action of actions) {
      const cells = [action.risque, action.mesure, action.responsable, action.echeance]
        .concat(action.budget, action.statut)
        .map(space);
      expect(
        pdfLines.some((line) => cells.every((c) => line.includes(c))),
        `PDF : ${cells.join(' | ')}`,
      ).toBe(true);
      const sameRow = (row: string[]) => cells.every((c) => row.includes(c));
      expect(docxRows.some(sameRow), `DOCX : ${cells.join(' | ')}`).toBe(true);
      expect(xlsxRows.some(sameRow), `XLSX : ${cells.join(' | ')}`).toBe(true);
    }
  });

  it('write each risk with its code, name, value and band', () => {
    const risques = REFERENCE.snapshot.unitesDeTravail.flatMap((u) => u.risques);
    expect(risques).toHaveLength(7);
    for (const risque of risques) {
      const { niveauDeRisqueValue: value, niveauDeRisqueStatus: status } = risque;
      const level =
        value === null || status === null
          ? [NOT_EVALUATED_LABEL]
          : [formatRiskValue(value), riskBand(status).shortDisplayName];
      const cells = [risque.code, risque.displayName].filter(Boolean).map(space);
      const line = pdfLines.findIndex((l) => cells.every((c) => l.includes(c)));
      // The band's badge may sit on the line under the value.
      const pdfRow = `${pdfLines[line] ?? ''} ${pdfLines[line + 1] ?? ''}`;
      expect(
        line >= 0 && level.every((c) => pdfRow.includes(c)),
        `PDF : ${cells.join(' | ')}`,
      ).toBe(true);
      const inDocx = (row: string[]) =>
        cells.every((c) => row.includes(c)) && row.includes(level.join(' '));
      expect(docxRows.some(inDocx), `DOCX : ${cells.join(' | ')}`).toBe(true);
      const inXlsx = (row: string[]) => [...cells, ...level].every((c) => row.includes(c));
      expect(xlsxRows.some(inXlsx), `XLSX : ${cells.join(' | ')}`).toBe(true);
    }
  });

  it('write the version date and the programme cost alike', () => {
    const date = formatDateLong(REFERENCE.creationTime);
    expect(pdfLines.some((l) => l.includes(`version 4 du ${date}`))).toBe(true);
    expect(docxText).toContain(`Version 4 du ${date}`);
    expect(xlsxRows).toContainEqual(['Date de la version', date]);

    expect(pdfLines).toContain(space(shown.totalLine));
    expect(docxText.split('\n')).toContain(space(shown.totalLine));
    expect(xlsxRows).toContainEqual(['Budget chiffré des actions (€)', space(shown.budgetTotal)]);
    for (const unit of shown.units) {
      expect(pdfLines.some((l) => l.endsWith(space(unit.detail)))).toBe(true);
      expect(docxText.split('\n')).toContain(space(unit.detail));
    }
  });
});
