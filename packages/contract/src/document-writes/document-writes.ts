import type { z } from 'zod';
import { contract, type RouteContract } from '../index.js';
import {
  duerpDisplayName,
  recomputeLevels,
  type DuerpData,
  type DuerpDocument,
} from '@duerp/domain/duerp';
import { deleteAction, updateListRisques, updateRisque, upsertAction } from './risk-writes.js';
import {
  duplicateUnite,
  togglePapripact,
  updateEffectifUnite,
  updateInfosEntreprise,
  updateListUnites,
  updatePenibiliteUnite,
  updateAmbiancesThermiques,
} from './unit-writes.js';
import {
  deleteActionRps,
  updateDialogueSocialRps,
  updateListUnitesRps,
  updateReponseRps,
  updateReponseSimplifieeRps,
  updateSeanceRps,
  updateSyntheseRps,
  upsertActionRps,
} from './rps-writes.js';
import type { WriteContext } from './write-context.js';
import { invalid } from './write-error.js';

type Duerp = typeof contract.duerp;
type BodyOf<K extends keyof Duerp> = Duerp[K] extends { body: z.ZodType }
  ? z.output<Duerp[K]['body']>
  : never;

/** The body of a write of the editor, as its route parses it. */
export type DocumentWriteBody<K extends DocumentWriteKey> = BodyOf<K>;

/** A write of a document's data: pure, it returns new data and shares what it left unchanged. */
export type DocumentWrite<B> = (data: DuerpData, body: B, ctx: WriteContext) => DuerpData;

/**
 * One rule per write of the editor (`contract.duerp`), used by the API's services (which add the
 * lock, If-Match, the levels and the answer), by the offline queue (the document it shows until
 * the server answers) and by the web tests' fake server. Each throws a DocumentWriteError when
 * the data refuses the write.
 */
export const documentWrites = {
  updateInfosEntreprise,
  updateListUnites,
  duplicateUnite,
  updateListRisques,
  updateRisque,
  togglePapripact,
  upsertAction,
  deleteAction,
  updateEffectifUnite,
  updatePenibiliteUnite,
  updateAmbiancesThermiques,
  updateListUnitesRps,
  updateDialogueSocialRps,
  updateSeanceRps,
  updateReponseRps,
  updateReponseSimplifieeRps,
  updateSyntheseRps,
  upsertActionRps,
  deleteActionRps,
} satisfies { [K in keyof Duerp]?: DocumentWrite<BodyOf<K>> };

export type DocumentWriteKey = keyof typeof documentWrites;

/**
 * The writes that answer a document but need what only the server holds (another table, a file,
 * the version numbers), so they have no rule here: `area.key` of the contract, with why.
 */
export const SERVER_DOCUMENT_WRITES = {
  'duerp.create': 'a new document, its id made by the database',
  'duerp.duplicate': 'a new document copied from another',
  'history.restore': 'the state restored is read from the history table',
  'imports.confirm': 'the spreadsheet is read on the server',
  'observations.convert': 'the observation is read from its table',
  'versions.generate': 'the version is made and stored on the server',
  'versions.signalerEvenement': 'the event is marked with the next version number',
  'versions.retirerEvenement': 'only while no version answered it, which the server knows',
} as const;

/** The key of a write of the editor, from its contract entry (null for any other route). */
export function documentWriteKeyOf(entry: RouteContract): DocumentWriteKey | null {
  for (const key of Object.keys(documentWrites) as DocumentWriteKey[])
    if (contract.duerp[key] === entry) return key;
  return null;
}

/** The write applied to the data, the levels recomputed (a body the route has already parsed). */
export function applyDocumentWrite<K extends DocumentWriteKey>(
  key: K,
  data: DuerpData,
  body: BodyOf<K>,
  ctx: WriteContext,
): DuerpData {
  const write = documentWrites[key] as DocumentWrite<BodyOf<K>>;
  return recomputeLevels(write(data, body, ctx));
}

/**
 * The document as the API answers `key` with this body (as sent: it is parsed as the route does),
 * save for the ids and dates `ctx` makes: every write makes the revision one higher and marks the
 * document changed since its last version. Throws a DocumentWriteError when the API would refuse.
 */
export function replayDocumentWrite(
  document: DuerpDocument,
  key: DocumentWriteKey,
  body: unknown,
  ctx: WriteContext,
): DuerpDocument {
  const parsed = contract.duerp[key].body.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Requête invalide.');
  const data = applyDocumentWrite(key, document.data, parsed.data as never, ctx);
  return {
    ...document,
    data,
    displayName: duerpDisplayName(data.entreprise),
    hasBeenModifiedSinceLastGeneration: true,
    revision: document.revision + 1,
  };
}
