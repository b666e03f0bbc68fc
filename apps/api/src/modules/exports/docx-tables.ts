import type { HeadingLevel } from 'docx';
import {
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  NOT_EVALUATED_LABEL,
  bandPresentation,
  formatRiskValue,
  riskStatusForValue,
} from '@duerp/domain';
import { STYLES } from './docx-styles.js';

const HEADER_FILL = '1E3A8A';

/** A cell's text, and optionally the band it shows (coloured background and its style). */
export interface DocxCell {
  text: string;
  fill?: string;
  characterStyle?: string;
}

/** Text widths of an A4 page with Word's default 2.54 cm margins, in twentieths of a point. */
export const PAGE_TEXT_TWIPS = { portrait: 9026, landscape: 13958 } as const;

const cell = (value: string | DocxCell, header: boolean, width: number) => {
  const content = typeof value === 'string' ? { text: value } : value;
  const fill = header ? HEADER_FILL : content.fill;
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

/**
 * A full-width table whose header row repeats on every page (Word and LibreOffice honour
 * `tableHeader`), rows kept whole across pages. `widths` are percentages of the page's text
 * width, turned into fixed column widths (LibreOffice ignores percentages on cells).
 */
export function docxTable(
  headers: readonly string[],
  rows: readonly (readonly (string | DocxCell)[])[],
  widths: readonly number[],
  orientation: keyof typeof PAGE_TEXT_TWIPS = 'portrait',
): Table {
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  const twips = widths.map((w) => Math.floor((w / total) * PAGE_TEXT_TWIPS[orientation]));
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

export const body = (text: string) => new Paragraph({ style: STYLES.body, text });
export const heading = (text: string, heading: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading, text });

/** A level as a coloured cell: « 4,5 Important », or « Non évalué ». */
export function levelCell(value: number | null): DocxCell {
  if (value === null) return { text: NOT_EVALUATED_LABEL };
  const band = bandPresentation(riskStatusForValue(value));
  return {
    text: `${formatRiskValue(value)} ${band.shortDisplayName}`,
    fill: band.color.replace('#', '').toUpperCase(),
    characterStyle: STYLES.band(band.status),
  };
}
