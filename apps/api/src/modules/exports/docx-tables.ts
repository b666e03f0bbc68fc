import type { HeadingLevel } from 'docx';
import { Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
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

const cell = (value: string | DocxCell, header: boolean, width: number) => {
  const content = typeof value === 'string' ? { text: value } : value;
  const fill = header ? HEADER_FILL : content.fill;
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
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
 * `tableHeader`), rows kept whole across pages. `widths` are percentages.
 */
export function docxTable(
  headers: readonly string[],
  rows: readonly (readonly (string | DocxCell)[])[],
  widths: readonly number[],
): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: headers.map((h, i) => cell(h, true, widths[i] ?? 10)),
      }),
      ...rows.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: row.map((value, i) => cell(value, false, widths[i] ?? 10)),
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
