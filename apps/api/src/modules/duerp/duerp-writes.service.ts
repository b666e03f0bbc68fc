import {
  DUERP_MESSAGES,
  duerpDisplayName,
  recomputeLevels,
  type DuerpData,
  type DuerpDocument,
  type UniteDeTravail,
  type UpdateInfosEntrepriseBody,
  type UpdateListUnitesBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../errors.js';
import { lockDocument, saveDocument } from './document-store.js';
import { respond } from './duerp.service.js';
import { mergeUnitList } from './unit-list-merge.js';

export interface WriteOptions {
  /** The revision the client last saw (If-Match); a stale one is refused with 409. */
  expectedRevision?: number | undefined;
}

/**
 * A unit of the draft a change works on, its own copy: the stored data is shared with other
 * requests (see document-cache.ts), so a change replaces what it alters and edits a unit only
 * through this copy, never in place.
 */
export function editUnit(draft: DuerpData, idUniteDeTravail: string): UniteDeTravail | null {
  const index = draft.unitesDeTravail.findIndex((u) => u.idUniteDeTravail === idUniteDeTravail);
  const unite = draft.unitesDeTravail[index];
  if (!unite) return null;
  const copy = structuredClone(unite);
  draft.unitesDeTravail[index] = copy;
  return copy;
}

/**
 * Every document write (DESIGN §3): one transaction, the row locked, a targeted change applied to
 * the latest data, derived values recomputed, revision + 1, the whole document returned.
 * `change` gets a shallow draft: it may replace any field or unit, and edits units via editUnit.
 */
export async function mutateDocument(
  deps: Deps,
  accountId: string,
  id: string,
  change: (data: DuerpData) => DuerpData,
  options: WriteOptions = {},
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDocument(tx, accountId, id);
    if (!row) throw notFound(DUERP_MESSAGES.notFound);
    if (options.expectedRevision !== undefined && options.expectedRevision !== row.revision) {
      throw conflict(DUERP_MESSAGES.staleRevision);
    }
    const data = recomputeLevels(
      change({ ...row.data, unitesDeTravail: [...row.data.unitesDeTravail] }),
    );
    const updated = await saveDocument(tx, row, {
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
