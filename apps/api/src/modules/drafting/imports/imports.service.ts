import { randomUUID } from 'node:crypto';
import {
  IMPORT_MESSAGES,
  planImport,
  type ImportFileBody,
  type ImportPreview,
} from '@duerp/domain/spreadsheet';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { badRequest } from '../../../errors.js';
import { getDuerp, mutateDocument, type WriteOptions } from '../duerp/index.js';
import { previewImportFile, readImportFile } from './import-pool.js';

/**
 * What importing the file would add, and each line's error: nothing is written. The worker that
 * reads the file plans it too, on a copy of the document's data.
 */
export async function previewImport(
  deps: Deps,
  espaceId: string,
  id: string,
  body: ImportFileBody,
): Promise<ImportPreview & { revision: number }> {
  const document = await getDuerp(deps, espaceId, id);
  const preview = await previewImportFile(body.contentBase64, document.data);
  return { ...preview, revision: document.revision };
}

/**
 * Adds the file's valid lines in one transaction and one revision. The file is read again (the
 * server keeps nothing between preview and confirmation); `expectedRevision` (If-Match, required)
 * is the revision the preview was made on, so a document changed in between — by this very
 * import, if the confirmation is replayed — is refused (409) rather than imported twice.
 */
export async function confirmImport(
  deps: Deps,
  espaceId: string,
  id: string,
  body: ImportFileBody,
  options: WriteOptions & { expectedRevision: number },
): Promise<DuerpDocument> {
  const { risks } = await readImportFile(body.contentBase64);
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
