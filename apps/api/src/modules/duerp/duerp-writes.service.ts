import {
  DUERP_MESSAGES,
  duerpDisplayName,
  recomputeLevels,
  type DuerpData,
  type DuerpDocument,
  type UpdateInfosEntrepriseBody,
  type UpdateListUnitesBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../errors.js';
import { lockDocumentRow, updateDocumentRow } from './duerp.repository.js';
import { respond } from './duerp.service.js';
import { mergeUnitList } from './unit-list-merge.js';

export interface WriteOptions {
  /** The revision the client last saw (If-Match); a stale one is refused with 409. */
  expectedRevision?: number | undefined;
}

/**
 * Every document write (DESIGN §3): one transaction, the row locked, a targeted change applied to
 * the latest data, derived values recomputed, revision + 1, the whole document returned.
 */
export async function mutateDocument(
  deps: Deps,
  accountId: string,
  id: string,
  change: (data: DuerpData) => DuerpData,
  options: WriteOptions = {},
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDocumentRow(tx, accountId, id);
    if (!row) throw notFound(DUERP_MESSAGES.notFound);
    if (options.expectedRevision !== undefined && options.expectedRevision !== row.revision) {
      throw conflict(DUERP_MESSAGES.staleRevision);
    }
    const data = recomputeLevels(change(structuredClone(row.data)));
    const updated = await updateDocumentRow(tx, row, {
      data,
      displayName: duerpDisplayName(data.entreprise),
      hasBeenModifiedSinceLastGeneration: true,
    });
    return respond(tx, accountId, updated);
  });
}

export function updateInfosEntreprise(
  deps: Deps,
  accountId: string,
  id: string,
  body: UpdateInfosEntrepriseBody,
) {
  return mutateDocument(deps, accountId, id, (data) => ({
    ...data,
    entreprise: { ...body, nomDeLEtablissement: body.isEtablissement ? body.nomDeLEtablissement : '' },
  }));
}

export function updateListUnites(
  deps: Deps,
  accountId: string,
  id: string,
  body: UpdateListUnitesBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    accountId,
    id,
    (data) => ({ ...data, unitesDeTravail: mergeUnitList(data.unitesDeTravail, body.unitesDeTravail) }),
    options,
  );
}
