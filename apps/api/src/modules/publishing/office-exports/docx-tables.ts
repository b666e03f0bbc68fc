import type { HeadingLevel } from 'docx';
import { Paragraph } from 'docx';
import type { ShownRiskLevel } from '@duerp/domain/presentation';
import { STYLES } from './docx-styles.js';
import { rgb } from './export-input.js';

const HEADER_FILL = '1E3A8A';

/** A cell's text, and optionally the band it shows (coloured background and its style). */
export interface DocxCell {
  text: string;
  fill?: string;
  characterStyle?: string;
}

/** Text widths of an A4 page with Word's default 2.54 cm margins, in twentieths of a point. */
export const PAGE_TEXT_TWIPS = { portrait: 9026, landscape: 13958 } as const;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};
/** Text as the `docx` library escapes it (its `xml` package's escapeForXML). */
const escapeXml = (text: string) => text.replace(/[&"<>']/g, (char) => XML_ENTITIES[char] ?? char);

/** A cell as the `docx` library writes a TableCell of Paragraphs of one TextRun each. */
function cellXml(value: string | DocxCell, header: boolean, width: number): string {
  const content = typeof value === 'string' ? { text: value } : value;
  const fill = header ? HEADER_FILL : content.fill;
  const style = header ? STYLES.headerCell : STYLES.cell;
  const runStyle = content.characterStyle
    ? `<w:rPr><w:rStyle w:val="${content.characterStyle}"/></w:rPr>`
    : '';
  const paragraphs = content.text
    .split('\n')
    .map(
      (line) =>
        `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r>${runStyle}<w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`,
    )
    .join('');
  const shading = fill ? `<w:shd w:fill="${fill}" w:color="auto" w:val="clear"/>` : '';
  return `<w:tc><w:tcPr><w:tcW w:type="dxa" w:w="${width}"/>${shading}</w:tcPr>${paragraphs}</w:tc>`;
}

const BORDER = 'w:val="single" w:color="auto" w:sz="4"';
const TABLE_PROPERTIES = (width: number) =>
  `<w:tblPr><w:tblW w:type="dxa" w:w="${width}"/><w:tblBorders><w:top ${BORDER}/><w:left ${BORDER}/>` +
  `<w:bottom ${BORDER}/><w:right ${BORDER}/><w:insideH ${BORDER}/><w:insideV ${BORDER}/></w:tblBorders>` +
  '<w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:type="dxa" w:w="40"/><w:left w:type="dxa" w:w="80"/>' +
  '<w:bottom w:type="dxa" w:w="40"/><w:right w:type="dxa" w:w="80"/></w:tblCellMar></w:tblPr>';

/**
 * Tables written, waiting for their document's word/document.xml (see docxTable). A document's
 * tables are built synchronously, so its ids are one contiguous range (see withTables).
 */
const PENDING = new Map<number, string>();
let nextId = 0;
const TABLE_PLACEHOLDER =
  /<w:p><w:r><w:t xml:space="preserve">DOCX-TABLE-(\d+)<\/w:t><\/w:r><\/w:p>/g;

/**
 * A full-width table whose header row repeats on every page (Word and LibreOffice honour
 * `tableHeader`), rows kept whole across pages. `widths` are percentages of the page's text
 * width, turned into fixed column widths (LibreOffice ignores percentages on cells).
 *
 * Written as WordprocessingML directly — the same XML the `docx` library writes for a Table, which
 * docx-tables.test.ts checks — because building thousands of cells as the library's objects took
 * most of a large export's time and memory (garbage collection). The table travels through the
 * library as a placeholder paragraph, replaced in word/document.xml by `withTables`.
 */
export function docxTable(...table: Parameters<typeof docxTableXml>): Paragraph {
  const id = nextId++;
  PENDING.set(id, docxTableXml(...table));
  return new Paragraph({ text: `DOCX-TABLE-${id}` });
}

/**
 * Builds a document with `build` (synchronously: its docxTable calls get consecutive ids), then
 * packs it with `pack` and gives its word/document.xml to `expand`, which puts the tables back.
 */
export async function withTables<D>(
  build: () => D,
  pack: (document: D, expand: (documentXml: string) => string) => Promise<Buffer>,
): Promise<Buffer> {
  const first = nextId;
  const document = build();
  const end = nextId;
  try {
    return await pack(document, (documentXml) =>
      documentXml.replace(TABLE_PLACEHOLDER, (placeholder, id: string) => {
        const n = Number(id);
        return n >= first && n < end ? (PENDING.get(n) ?? placeholder) : placeholder;
      }),
    );
  } finally {
    for (let id = first; id < end; id++) PENDING.delete(id);
  }
}

/** The table's WordprocessingML (see docxTable). */
export function docxTableXml(
  headers: readonly string[],
  rows: readonly (readonly (string | DocxCell)[])[],
  widths: readonly number[],
  orientation: keyof typeof PAGE_TEXT_TWIPS = 'portrait',
): string {
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  const twips = widths.map((w) => Math.floor((w / total) * PAGE_TEXT_TWIPS[orientation]));
  const grid = twips.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const header = headers.map((h, i) => cellXml(h, true, twips[i] ?? 900)).join('');
  const body = rows
    .map(
      (row) =>
        `<w:tr><w:trPr><w:cantSplit/></w:trPr>${row.map((value, i) => cellXml(value, false, twips[i] ?? 900)).join('')}</w:tr>`,
    )
    .join('');
  return (
    `<w:tbl>${TABLE_PROPERTIES(PAGE_TEXT_TWIPS[orientation])}<w:tblGrid>${grid}</w:tblGrid>` +
    `<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>${header}</w:tr>${body}</w:tbl>`
  );
}

export const body = (text: string) => new Paragraph({ style: STYLES.body, text });
export const heading = (text: string, heading: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading, text });

/** A level as a cell, coloured with its band: « 4,5 (Important) », or « Non évalué ». */
export function levelCell(level: ShownRiskLevel): DocxCell {
  if (level.status === null) return { text: level.label };
  return {
    text: level.label,
    fill: rgb(level.colors.fill),
    characterStyle: STYLES.band(level.status),
  };
}
