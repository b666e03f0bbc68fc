import { randomUUID } from 'node:crypto';
import {
  IMPORT_MESSAGES,
  planImport,
  readImportRows,
  type DuerpDocument,
  type ImportFileBody,
  type ImportPreview,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest } from '../../errors.js';
import { getDuerp, mutateDocument, type WriteOptions } from '../duerp/index.js';
import { readSpreadsheet } from './sheet-reader.js';

async function readFile(body: ImportFileBody) {
  const buffer = Buffer.from(body.contentBase64, 'base64');
  const rows = await readSpreadsheet(buffer);
  const { risks, errors, fatal } = readImportRows(rows);
  if (fatal) throw badRequest(fatal);
  return { rowCount: Math.max(0, rows.length - 1), risks, errors };
}

/** What importing the file would add, and each line's error: nothing is written. */
export async function previewImport(
  deps: Deps,
  espaceId: string,
  id: string,
  body: ImportFileBody,
): Promise<ImportPreview & { revision: number }> {
  const document = await getDuerp(deps, espaceId, id);
  const { rowCount, risks, errors } = await readFile(body);
  const { preview } = planImport(document.data, risks, randomUUID);
  return {
    ...preview,
    rowCount,
    errors: [...errors, ...preview.errors].sort((a, b) => a.line - b.line),
    revision: document.revision,
  };
}

/**
 * Adds the file's valid lines in one transaction and one revision. The file is read again (the
 * server keeps nothing between preview and confirmation); `If-Match` carries the revision the
 * preview was made on, so a document changed in between is refused (409) rather than surprising.
 */
export async function confirmImport(
  deps: Deps,
  espaceId: string,
  id: string,
  body: ImportFileBody,
  options: WriteOptions,
): Promise<DuerpDocument> {
  const { risks } = await readFile(body);
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const plan = planImport(data, risks, randomUUID);
      if (plan.preview.risqueCount === 0) throw badRequest(IMPORT_MESSAGES.nothingToImport);
      return plan.data;
    },
    options,
  );
}
