import { randomUUID } from 'node:crypto';
import {
  planImport,
  readImportRows,
  type ImportPreview,
  type ImportRisk,
  type SheetRow,
} from '@duerp/domain/spreadsheet';
import { seirichColumns } from '@duerp/domain/chemicals';
import type { DuerpData } from '@duerp/domain/duerp';
import { HttpError } from '../../../errors.js';
import { readSpreadsheet } from './sheet-reader.js';

/** A file to read in the import worker; with the document's data, to preview its import on it. */
export interface ImportJob {
  contentBase64: string;
  data?: DuerpData;
  /** Read Seirich's product and priority columns instead of the inventory's (issue 44). */
  seirich?: boolean;
}

/** An uploaded file read into risks and line errors. */
export interface ImportFileRead {
  rowCount: number;
  risks: ImportRisk[];
  errors: { line: number; message: string }[];
}

/** What the worker answers: the file read, its preview, or the French reason it is refused. */
export type ImportJobResult =
  | { refused: string }
  | { read: ImportFileRead }
  | { preview: ImportPreview }
  | { rows: SheetRow[] };

async function readFile(contentBase64: string): Promise<ImportFileRead | { refused: string }> {
  const rows = await readSpreadsheet(Buffer.from(contentBase64, 'base64'));
  const { risks, errors, fatal } = readImportRows(rows);
  if (fatal) return { refused: fatal };
  return { rowCount: Math.max(0, rows.length - 1), risks, errors };
}

/** What importing the file into `data` would add, and each line's error, in line order. */
function preview({ rowCount, risks, errors }: ImportFileRead, data: DuerpData): ImportPreview {
  const { preview: planned } = planImport(data, risks, randomUUID);
  return {
    ...planned,
    rowCount,
    errors: [...errors, ...planned.errors].sort((a, b) => a.line - b.line),
  };
}

/** Runs an import job (in the import worker: see import-pool.ts). */
export async function runImportJob({
  contentBase64,
  data,
  seirich,
}: ImportJob): Promise<ImportJobResult> {
  try {
    if (seirich)
      return { rows: await readSpreadsheet(Buffer.from(contentBase64, 'base64'), seirichColumns) };
    const read = await readFile(contentBase64);
    if ('refused' in read) return read;
    return data ? { preview: preview(read, data) } : { read };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return { refused: error.message };
    throw error;
  }
}
