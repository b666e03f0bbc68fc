import {
  DUERP_MESSAGES,
  NEW_DUERP_NAME,
  emptyDuerpData,
  type DuerpDocument,
} from '@duerp/domain/duerp';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { forbidden } from '../../../errors.js';
import { loadAccessContext, maxNumberOfDuerps } from '../../identity/account/index.js';
import { loadEspace, lockEspaceRow } from '../../identity/espaces/index.js';
import { documentStore, type StoredDocument } from '../../documents/document-store/index.js';
import { listVersionSummaries } from '../../publishing/versions/index.js';
import { toDocumentResponse } from './duerp-response.js';

/** The API's answer for a stored document: loads the account's access and the versions. */
export async function loadDocumentResponse(
  db: Executor,
  espaceId: string,
  document: StoredDocument,
): Promise<DuerpDocument> {
  const access = await loadAccessContext(db, espaceId);
  const versions = await listVersionSummaries(db, [document.id]);
  return toDocumentResponse(document, versions, access);
}

export async function listDuerps(deps: Deps, espaceId: string): Promise<DuerpDocument[]> {
  const documents = await documentStore.list(deps.db, espaceId);
  const [access, versions] = await Promise.all([
    loadAccessContext(deps.db, espaceId),
    listVersionSummaries(
      deps.db,
      documents.map((d) => d.id),
    ),
  ]);
  return documents.map((document) =>
    toDocumentResponse(
      document,
      versions.filter((v) => v.duerpDocumentId === document.id),
      access,
    ),
  );
}

export async function getDuerp(deps: Deps, espaceId: string, id: string): Promise<DuerpDocument> {
  return loadDocumentResponse(
    deps.db,
    espaceId,
    await documentStore.require(deps.db, espaceId, id),
  );
}

/** Inserts a document unless the account is at its cap (creations of one account are serialised). */
async function insertWithinCap(
  deps: Deps,
  espaceId: string,
  values: Pick<StoredDocument, 'displayName' | 'data'>,
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    await lockEspaceRow(tx, espaceId);
    const max = maxNumberOfDuerps(deps, await loadEspace(tx, espaceId));
    if ((await documentStore.countLive(tx, espaceId)) >= max) {
      throw forbidden(
        `${DUERP_MESSAGES.limitReached} Votre compte permet ${max} DUERP au maximum.`,
      );
    }
    const document = await documentStore.insert(tx, { espaceId, ...values });
    return loadDocumentResponse(tx, espaceId, document);
  });
}

export function createDuerp(deps: Deps, espaceId: string): Promise<DuerpDocument> {
  return insertWithinCap(deps, espaceId, { displayName: NEW_DUERP_NAME, data: emptyDuerpData() });
}

/** A copy of the data only: no versions, no purchase; it counts against the cap. */
export async function duplicateDuerp(deps: Deps, espaceId: string, id: string) {
  const source = await documentStore.require(deps.db, espaceId, id);
  return insertWithinCap(deps, espaceId, {
    displayName: `${source.displayName} (copie)`,
    // Reported events belong to the source's history: the copy starts without any.
    data: structuredClone({ ...source.data, evenementsDeMiseAJour: undefined }),
  });
}

/** Soft delete: the document disappears for its espace, its versions are kept; its name. */
export function deleteDuerp(deps: Deps, espaceId: string, id: string): Promise<string> {
  return documentStore.softDelete(deps.db, espaceId, id);
}
