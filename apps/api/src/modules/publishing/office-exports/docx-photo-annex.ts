import {
  BorderStyle,
  HeadingLevel,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type JSZip from 'jszip';
import { cleanFreeText } from '@duerp/domain/validation';
import {
  annexPhotoLabels,
  PHOTO_ANNEX_TITLE,
  PHOTOS_PER_PAGE,
  type AnnexPhoto,
} from '../pdf/index.js';
import { STYLES } from './docx-styles.js';
import { heading, PAGE_TEXT_TWIPS } from './docx-tables.js';
import type { ExportInput } from './export-input.js';

const COLUMNS = 2;
/** The box a photo is fitted into, in pixels (96 a inch): half the text width, a third of its height. */
const IMAGE_BOX = { width: 280, height: 210 };
/** A risk or an action longer than this is cut (a description may have 5,000 characters). */
const SUBJECT_MAX = 160;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A photo's size in the document: its own proportions, fitted into IMAGE_BOX. */
async function fitted(data: Uint8Array): Promise<{ width: number; height: number }> {
  const { width = IMAGE_BOX.width, height = IMAGE_BOX.height } = await sharp(data).metadata();
  const scale = Math.min(IMAGE_BOX.width / width, IMAGE_BOX.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The photos' bytes, by the name of their file in word/media. The docx library hashes each image
 * with a SHA-1 written in JavaScript and deflates it into the package: for 200 photos of 300 kB,
 * most of 25 seconds. It gets a few bytes standing for each photo instead, named as it names
 * media (SHA-1 of the data, then the type), and the real bytes are put in their place, stored
 * without compression (a JPEG does not compress), once the package is written (`placeMedia`).
 */
export type DocxMedia = Map<string, Uint8Array>;

async function photoCell(
  input: ExportInput,
  photo: AnnexPhoto,
  index: number,
  media: DocxMedia,
): Promise<TableCell> {
  const labels = annexPhotoLabels(input.snapshot, photo);
  const type = photo.mimeType === 'image/png' ? 'png' : 'jpg';
  const standIn = Buffer.from(`photo-${index}`);
  media.set(`${createHash('sha1').update(standIn).digest('hex')}.${type}`, photo.data);
  const line = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
    new Paragraph({ style: STYLES.cell, children: [new TextRun({ text, ...options })] });
  const legende = cleanFreeText(labels.legende);
  return new TableCell({
    width: { size: PAGE_TEXT_TWIPS.portrait / COLUMNS, type: WidthType.DXA },
    borders: NO_BORDERS,
    children: [
      new Paragraph({
        spacing: { before: 120, after: 60 },
        children: [
          new ImageRun({
            type,
            data: standIn,
            transformation: await fitted(photo.data),
            altText: { name: 'Photo', title: labels.sujet, description: legende || labels.sujet },
          }),
        ],
      }),
      line(cleanFreeText(labels.unite), { bold: true }),
      line(cut(cleanFreeText(labels.sujet), SUBJECT_MAX)),
      ...(legende ? [line(legende, { italics: true })] : []),
      new Paragraph({ style: STYLES.small, text: labels.date, spacing: { after: 240 } }),
    ],
  });
}

/**
 * The "Annexe photographique" of a version generated with it: a borderless table of two columns a
 * page, two rows of photos each (a row never split between pages), each photo with its unit, its
 * risk or action, its caption and its date. Nothing for a version without photos.
 */
export async function docxPhotoAnnex(input: ExportInput, media: DocxMedia): Promise<FileChild[]> {
  const photos = input.photos ?? [];
  if (photos.length === 0) return [];
  const cells = await Promise.all(photos.map((photo, i) => photoCell(input, photo, i, media)));
  const children: FileChild[] = [heading(PHOTO_ANNEX_TITLE, HeadingLevel.HEADING_1)];
  for (let start = 0; start < cells.length; start += PHOTOS_PER_PAGE) {
    const page = cells.slice(start, start + PHOTOS_PER_PAGE);
    const rows: TableRow[] = [];
    for (let i = 0; i < page.length; i += COLUMNS) {
      const row = page.slice(i, i + COLUMNS);
      while (row.length < COLUMNS)
        row.push(new TableCell({ borders: NO_BORDERS, children: [new Paragraph('')] }));
      rows.push(new TableRow({ cantSplit: true, children: row }));
    }
    if (start > 0) children.push(new Paragraph({ pageBreakBefore: true, children: [] }));
    children.push(
      new Table({
        width: { size: PAGE_TEXT_TWIPS.portrait, type: WidthType.DXA },
        columnWidths: Array<number>(COLUMNS).fill(PAGE_TEXT_TWIPS.portrait / COLUMNS),
        rows,
      }),
    );
  }
  return children;
}

/** Puts each photo's bytes in place of its stand-in in the package (see DocxMedia). */
export function placeMedia(zip: JSZip, media: DocxMedia): void {
  for (const [name, bytes] of media) {
    const path = `word/media/${name}`;
    if (!zip.file(path)) throw new Error(`${path} absent du document Word.`);
    zip.file(path, bytes, { compression: 'STORE' });
  }
}
