import {
  DUERP_MESSAGES,
  duerpDisplayName,
  mergeUnitList,
  recomputeLevels,
  type DuerpData,
  type DuerpDocument,
  type UpdateInfosEntrepriseBody,
  type UpdateListUnitesBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { conflict } from '../../errors.js';
import {
  documentStore,
  type DocumentChange,
  type StoredDocument,
} from '../document-store/index.js';
import { loadDocumentResponse } from './duerp.service.js';
import type { WriteOptions } from './write-options.js';

export type { WriteOptions };

/**
 * Every document write (DESIGN §3): one transaction, the row locked, a targeted change applied to
 * the latest data, derived values recomputed, revision + 1, the whole document returned.
 * `change` gets a shallow draft: it may replace any field or unit, and edits units via editUnit
 * (documents module).
 */
export async function mutateDocument(
  deps: Deps,
  espaceId: string,
  id: string,
  change: (data: DuerpData, current: StoredDocument) => DuerpData,
  options: WriteOptions,
  history?: DocumentChange['history'],
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const updated = await documentStore.change(tx, espaceId, id, options.actor, (current) => {
      if (options.expectedRevision !== undefined && options.expectedRevision !== current.revision) {
        throw conflict(DUERP_MESSAGES.staleRevision);
      }
      const data = recomputeLevels(
        change({ ...current.data, unitesDeTravail: [...current.data.unitesDeTravail] }, current),
      );
      return {
        data,
        displayName: duerpDisplayName(data.entreprise),
        hasBeenModifiedSinceLastGeneration: true,
        ...(history ? { history } : {}),
      };
    });
    return loadDocumentResponse(tx, espaceId, updated);
  });
}

/** The company's information; `renamedFrom` is the name the document had if this renamed it. */
export async function updateInfosEntreprise(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpdateInfosEntrepriseBody,
  options: WriteOptions,
): Promise<{ document: DuerpDocument; renamedFrom: string | null }> {
  let before = '';
  const document = await mutateDocument(
    deps,
    espaceId,
    id,
    (data, current) => {
      before = current.displayName;
      return {
        ...data,
        entreprise: {
          ...body,
          nomDeLEtablissement: body.isEtablissement ? body.nomDeLEtablissement : '',
        },
      };
    },
    options,
  );
  return { document, renamedFrom: before === document.displayName ? null : before };
}

export function updateListUnites(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpdateListUnitesBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => ({
      ...data,
      unitesDeTravail: mergeUnitList(data.unitesDeTravail, body.unitesDeTravail),
    }),
    options,
  );
}
