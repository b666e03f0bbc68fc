import { DUERP_MESSAGES, NEW_DUERP_NAME, emptyDuerpData, type DuerpDocument } from '@duerp/domain';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { forbidden } from '../../errors.js';
import {
  loadAccessContext,
  loadAccount,
  lockAccountRow,
  maxNumberOfDuerps,
} from '../account/index.js';
import { documentStore, type StoredDocument } from '../documents/index.js';
import { listVersionSummaries } from '../versions/index.js';
import { toDocumentResponse } from './duerp-response.js';

/** The SPEC §3 response of a stored document: loads the account's access and the versions. */
export async function loadDocumentResponse(
  db: Executor,
  accountId: string,
  document: StoredDocument,
): Promise<DuerpDocument> {
  const access = await loadAccessContext(db, accountId);
  const versions = await listVersionSummaries(db, [document.id]);
  return toDocumentResponse(document, versions, access);
}

export async function listDuerps(deps: Deps, accountId: string): Promise<DuerpDocument[]> {
  const documents = await documentStore.list(deps.db, accountId);
  const [access, versions] = await Promise.all([
    loadAccessContext(deps.db, accountId),
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

export async function getDuerp(deps: Deps, accountId: string, id: string): Promise<DuerpDocument> {
  return loadDocumentResponse(
    deps.db,
    accountId,
    await documentStore.require(deps.db, accountId, id),
  );
}

/** Inserts a document unless the account is at its cap (creations of one account are serialised). */
async function insertWithinCap(
  deps: Deps,
  accountId: string,
  values: Pick<StoredDocument, 'displayName' | 'data'>,
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    const account = await loadAccount(tx, accountId);
    const max = maxNumberOfDuerps(deps, account);
    if ((await documentStore.countLive(tx, accountId)) >= max) {
      throw forbidden(
        `${DUERP_MESSAGES.limitReached} Votre compte permet ${max} DUERP au maximum.`,
      );
    }
    const document = await documentStore.insert(tx, { accountId, ...values });
    return loadDocumentResponse(tx, accountId, document);
  });
}

export function createDuerp(deps: Deps, accountId: string): Promise<DuerpDocument> {
  return insertWithinCap(deps, accountId, { displayName: NEW_DUERP_NAME, data: emptyDuerpData() });
}

/** A copy of the data only: no versions, no purchase; it counts against the cap. */
export async function duplicateDuerp(deps: Deps, accountId: string, id: string) {
  const source = await documentStore.require(deps.db, accountId, id);
  return insertWithinCap(deps, accountId, {
    displayName: `${source.displayName} (copie)`,
    // Reported events belong to the source's history: the copy starts without any.
    data: structuredClone({ ...source.data, evenementsDeMiseAJour: undefined }),
  });
}

/** Soft delete: the document disappears for its owner, its versions are kept. */
export function deleteDuerp(deps: Deps, accountId: string, id: string): Promise<void> {
  return documentStore.softDelete(deps.db, accountId, id);
}
