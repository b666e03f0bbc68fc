import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { DuerpPdfInput } from '../../src/modules/publishing/pdf/pdf-context.js';
import { renderDuerpPdf } from '../../src/modules/publishing/pdf/render-duerp-pdf.js';
import { renderDocx } from '../../src/modules/publishing/office-exports/docx-export.js';
import { renderXlsx } from '../../src/modules/publishing/office-exports/xlsx-export.js';
import { poppler } from './pdf.js';

/** Spacing aside: the PDF draws fr-FR's no-break spaces as plain ones. */
export const space = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

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
  if (typeof value === 'number' && Number.isInteger(value) && !numFmt) return String(value);
  if (value instanceof Date || typeof value === 'number') return `${String(value)} [${numFmt}]`;
  return typeof value === 'string' ? space(value) : JSON.stringify(value ?? '');
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** One version in the three formats, as rows of cell texts (a PDF line is one cell). */
export interface ReadFormats {
  pdfLines: string[];
  docxRows: string[][];
  /** The DOCX's paragraphs, one a line. */
  docxText: string;
  xlsxRows: string[][];
}

/** Renders a version as PDF, DOCX and XLSX and reads each back as text. */
export async function readFormats(input: DuerpPdfInput): Promise<ReadFormats> {
  const pdfs = await poppler();
  const pages = await pdfs.pages(await renderDuerpPdf(input), '-layout');
  await pdfs.cleanup();
  const pdfLines = pages.join('\n').split('\n').map(space);

  const zip = await JSZip.loadAsync(await renderDocx(input));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const text = (part: string) =>
    space(
      [...part.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1] ?? '')
        .join('')
        .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => XML_ENTITIES[name] ?? ''),
    );
  const docxRows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((row) =>
    [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) => text(cell[0])),
  );
  const docxText = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => text(p[0])).join('\n');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await renderXlsx(input)) as unknown as ArrayBuffer);
  const xlsxRows = workbook.worksheets.flatMap((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cellText(cell)));
      rows.push(cells);
    });
    return rows;
  });
  return { pdfLines, docxRows, docxText, xlsxRows };
}
