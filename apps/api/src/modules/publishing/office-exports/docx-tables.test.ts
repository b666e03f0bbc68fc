import JSZip from 'jszip';
import { presentLevel } from '@duerp/domain/presentation';
import { riskStatusForValue } from '@duerp/domain/risk';
import {
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { STYLES } from './docx-styles.js';
import { docxTableXml, levelCell, PAGE_TEXT_TWIPS, type DocxCell } from './docx-tables.js';

/** The table as the `docx` library built it before docxTable wrote its XML itself. */
function libraryTable(
  headers: readonly string[],
  rows: readonly (readonly (string | DocxCell)[])[],
  widths: readonly number[],
  orientation: keyof typeof PAGE_TEXT_TWIPS,
): Table {
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  const twips = widths.map((w) => Math.floor((w / total) * PAGE_TEXT_TWIPS[orientation]));
  const cell = (value: string | DocxCell, header: boolean, width: number) => {
    const content = typeof value === 'string' ? { text: value } : value;
    const fill = header ? '1E3A8A' : content.fill;
    return new TableCell({
      width: { size: width, type: WidthType.DXA },
      ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
      children: content.text.split('\n').map(
        (line) =>
          new Paragraph({
            style: header ? STYLES.headerCell : STYLES.cell,
            children: [
              new TextRun(
                content.characterStyle ? { text: line, style: content.characterStyle } : line,
              ),
            ],
          }),
      ),
    });
  };
  return new Table({
    width: { size: PAGE_TEXT_TWIPS[orientation], type: WidthType.DXA },
    columnWidths: twips,
    layout: TableLayoutType.FIXED,
    margins: { left: 80, right: 80, top: 40, bottom: 40 },
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: headers.map((h, i) => cell(h, true, twips[i] ?? 900)),
      }),
      ...rows.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: row.map((value, i) => cell(value, false, twips[i] ?? 900)),
          }),
      ),
    ],
  });
}

async function documentXml(children: (Paragraph | Table)[]): Promise<string> {
  const zip = await JSZip.loadAsync(
    await Packer.toBuffer(new Document({ sections: [{ children }] })),
  );
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml.slice(xml.indexOf('<w:tbl>'), xml.lastIndexOf('</w:tbl>') + '</w:tbl>'.length);
}

const level = (value: number | null) =>
  presentLevel(value, value === null ? null : riskStatusForValue(value));

describe('docxTable', () => {
  it('writes the XML the docx library wrote: escaping, line breaks, bands, empty cells', async () => {
    const headers = ['Code', 'Risque « chute »', 'Niveau'];
    const rows: (string | DocxCell)[][] = [
      ['1.10', `Sol "glissant" & <mouillé> l'hiver`, levelCell(level(12))],
      ['', 'Première ligne\nSeconde ligne\n', levelCell(level(null))],
      ['2', 'Œuvre – 12 €', levelCell(level(2.25))],
    ];
    for (const orientation of ['portrait', 'landscape'] as const) {
      const expected = await documentXml([libraryTable(headers, rows, [10, 60, 30], orientation)]);
      expect(expected).toContain('<w:tblHeader/>');
      expect(docxTableXml(headers, rows, [10, 60, 30], orientation)).toBe(expected);
    }
  });
});
