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
import { conflict } from '../../errors.js';
import { documentStore } from '../documents/index.js';
import { loadDocumentResponse } from './duerp.service.js';
import { mergeUnitList } from './unit-list-merge.js';

export interface WriteOptions {
  /** The revision the client last saw (If-Match); a stale one is refused with 409. */
  expectedRevision?: number | undefined;
}

/**
 * Every document write (DESIGN §3): one transaction, the row locked, a targeted change applied to
 * the latest data, derived values recomputed, revision + 1, the whole document returned.
 * `change` gets a shallow draft: it may replace any field or unit, and edits units via editUnit
 * (documents module).
 */
export async function mutateDocument(
  deps: Deps,
  accountId: string,
  id: string,
  change: (data: DuerpData) => DuerpData,
  options: WriteOptions = {},
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const updated = await documentStore.change(tx, accountId, id, (current) => {
      if (options.expectedRevision !== undefined && options.expectedRevision !== current.revision) {
        throw conflict(DUERP_MESSAGES.staleRevision);
      }
      const data = recomputeLevels(
        change({ ...current.data, unitesDeTravail: [...current.data.unitesDeTravail] }),
      );
      return {
        data,
        displayName: duerpDisplayName(data.entreprise),
        hasBeenModifiedSinceLastGeneration: true,
      };
    });
    return loadDocumentResponse(tx, accountId, updated);
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
    entreprise: {
      ...body,
      nomDeLEtablissement: body.isEtablissement ? body.nomDeLEtablissement : '',
    },
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
    (data) => ({
      ...data,
      unitesDeTravail: mergeUnitList(data.unitesDeTravail, body.unitesDeTravail),
    }),
    options,
  );
}
