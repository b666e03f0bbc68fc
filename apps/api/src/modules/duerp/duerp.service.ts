import { DUERP_MESSAGES, NEW_DUERP_NAME, emptyDuerpData, type DuerpDocument } from '@duerp/domain';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { forbidden, notFound } from '../../errors.js';
import { loadAccount, maxNumberOfDuerps } from '../account/account.service.js';
import { listPaidSubscriptions } from '../subscriptions/subscriptions.repository.js';
import { purchasedUntilResolver } from '../subscriptions/subscription-rules.js';
import { toDocumentResponse, type AccessContext } from './duerp-response.js';
import {
  countLiveDocuments,
  isLiveDocumentOf,
  listVersionSummaries,
  lockAccountRow,
  softDeleteDocumentRow,
} from './duerp.repository.js';
import { findDocument, insertDocument, listDocuments, type DuerpRow } from './document-store.js';

/** What decides each document's status: the account's VIP flag and its paid periods. */
export async function loadAccessContext(db: Executor, accountId: string): Promise<AccessContext> {
  // Sequential on purpose: `db` may be a transaction, whose one connection runs one query at a time.
  const account = await loadAccount(db, accountId);
  const subscriptions = await listPaidSubscriptions(db, accountId);
  return { isVip: account.isVip, purchasedUntil: purchasedUntilResolver(subscriptions) };
}

/** The full response of one stored row. */
export async function respond(
  db: Executor,
  accountId: string,
  row: DuerpRow,
): Promise<DuerpDocument> {
  const access = await loadAccessContext(db, accountId);
  const versions = await listVersionSummaries(db, [row.id]);
  return toDocumentResponse(row, versions, access);
}

export async function listDuerps(deps: Deps, accountId: string): Promise<DuerpDocument[]> {
  const rows = await listDocuments(deps.db, accountId);
  const [access, versions] = await Promise.all([
    loadAccessContext(deps.db, accountId),
    listVersionSummaries(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) =>
    toDocumentResponse(
      row,
      versions.filter((v) => v.duerpDocumentId === row.id),
      access,
    ),
  );
}

export async function requireDocument(db: Executor, accountId: string, id: string) {
  const row = await findDocument(db, accountId, id);
  if (!row) throw notFound(DUERP_MESSAGES.notFound);
  return row;
}

/** 404 unless the caller has this live document; its data is not read (versions, downloads). */
export async function requireDocumentAccess(db: Executor, accountId: string, id: string) {
  if (!(await isLiveDocumentOf(db, accountId, id))) throw notFound(DUERP_MESSAGES.notFound);
}

export async function getDuerp(deps: Deps, accountId: string, id: string): Promise<DuerpDocument> {
  return respond(deps.db, accountId, await requireDocument(deps.db, accountId, id));
}

/** Inserts a document unless the account is at its cap (creations of one account are serialised). */
async function insertWithinCap(
  deps: Deps,
  accountId: string,
  values: Pick<DuerpRow, 'displayName' | 'data'>,
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    const account = await loadAccount(tx, accountId);
    const max = maxNumberOfDuerps(deps, account);
    if ((await countLiveDocuments(tx, accountId)) >= max) {
      throw forbidden(
        `${DUERP_MESSAGES.limitReached} Votre compte permet ${max} DUERP au maximum.`,
      );
    }
    const row = await insertDocument(tx, { accountId, ...values });
    return respond(tx, accountId, row);
  });
}

export function createDuerp(deps: Deps, accountId: string): Promise<DuerpDocument> {
  return insertWithinCap(deps, accountId, { displayName: NEW_DUERP_NAME, data: emptyDuerpData() });
}

/** A copy of the data only: no versions, no purchase; it counts against the cap. */
export async function duplicateDuerp(deps: Deps, accountId: string, id: string) {
  const source = await requireDocument(deps.db, accountId, id);
  return insertWithinCap(deps, accountId, {
    displayName: `${source.displayName} (copie)`,
    // Reported events belong to the source's history: the copy starts without any.
    data: structuredClone({ ...source.data, evenementsDeMiseAJour: undefined }),
  });
}

/** Soft delete: the document disappears for its owner, its versions are kept. */
export async function deleteDuerp(deps: Deps, accountId: string, id: string): Promise<void> {
  if (!(await softDeleteDocumentRow(deps.db, accountId, id)))
    throw notFound(DUERP_MESSAGES.notFound);
}
