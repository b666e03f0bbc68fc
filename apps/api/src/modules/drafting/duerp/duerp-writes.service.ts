import { randomUUID } from 'node:crypto';
import {
  DUERP_MESSAGES,
  duerpDisplayName,
  recomputeLevels,
  type DuerpData,
  type DuerpDocument,
} from '@duerp/domain/duerp';
import {
  DocumentWriteError,
  REFUSAL_STATUS,
  documentWrites,
  type DocumentWriteBody,
  type DocumentWriteKey,
  type DocumentWrite,
  type WriteContext,
} from '@duerp/contract/document-writes';
import type { Deps } from '../../../lib/deps.js';
import { HttpError, conflict } from '../../../errors.js';
import {
  documentStore,
  type DocumentChange,
  type StoredDocument,
} from '../../documents/document-store/index.js';
import { loadDocumentResponse } from './duerp.service.js';
import type { WriteOptions } from './write-options.js';

export type { WriteOptions };

/** The data's refusal of a write (packages/domain), as the API answers it. */
function asHttpError(error: unknown): unknown {
  return error instanceof DocumentWriteError
    ? new HttpError(REFUSAL_STATUS[error.refusal], error.message)
    : error;
}

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
      let changed: DuerpData;
      try {
        changed = change(
          { ...current.data, unitesDeTravail: [...current.data.unitesDeTravail] },
          current,
        );
      } catch (error) {
        throw asHttpError(error);
      }
      const data = recomputeLevels(changed);
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

/** What the API gives a write's rule: random ids and the clock. */
const API_CONTEXT: WriteContext = { newId: randomUUID, now: () => new Date().toISOString() };

/** The change of `mutateDocument` that applies a write's rule (`documentWrites`, packages/domain). */
function byRule<K extends DocumentWriteKey>(key: K, body: DocumentWriteBody<K>) {
  const write = documentWrites[key] as DocumentWrite<DocumentWriteBody<K>>;
  return (data: DuerpData) => write(data, body, API_CONTEXT);
}

/**
 * The service of a write of the editor: its rule applied to the latest data under the lock; the
 * API adds If-Match, the levels and the answer.
 */
export const documentWriteService =
  <K extends DocumentWriteKey>(key: K) =>
  (
    deps: Deps,
    espaceId: string,
    id: string,
    body: DocumentWriteBody<K>,
    options: WriteOptions,
  ): Promise<DuerpDocument> =>
    mutateDocument(deps, espaceId, id, byRule(key, body), options);

/** The company's information; `renamedFrom` is the name the document had if this renamed it. */
export async function updateInfosEntreprise(
  deps: Deps,
  espaceId: string,
  id: string,
  body: DocumentWriteBody<'updateInfosEntreprise'>,
  options: WriteOptions,
): Promise<{ document: DuerpDocument; renamedFrom: string | null }> {
  let before = '';
  const change = byRule('updateInfosEntreprise', body);
  const document = await mutateDocument(
    deps,
    espaceId,
    id,
    (data, current) => {
      before = current.displayName;
      return change(data);
    },
    options,
  );
  return { document, renamedFrom: before === document.displayName ? null : before };
}

export const updateListUnites = documentWriteService('updateListUnites');
