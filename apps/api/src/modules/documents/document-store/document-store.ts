import { randomUUID } from 'node:crypto';
import { DUERP_MESSAGES, type DuerpData, type UniteDeTravail } from '@duerp/domain/duerp';
import { diffDuerpData, unitOf, type ChangeOp } from '@duerp/domain/history';
import type { Executor, Transaction } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { announceAccessChanged } from '../../identity/espaces/index.js';
import { DocumentCache, type CachedDocument } from './document-cache.js';
import { insertDocumentChange } from './document-changes.repository.js';
import { announceDocumentChanged } from './document-events.js';
import { writeUnits } from './unit-rows.js';
import {
  countLiveDocuments,
  findDocumentHead,
  findLiveRevision,
  insertDocumentHead,
  isLiveDocumentOf,
  listDocumentHeads,
  listUnitRows,
  lockDocumentHead,
  softDeleteDocumentRow,
  updateDocumentHead,
  type DocumentHeadRow,
  type UnitRow,
} from './documents.repository.js';

/**
 * A document with its whole data, as stored: the head (entreprise, options, global level) on the
 * document row, and one row per work unit, so that a targeted write (one risk, one action)
 * rewrites one unit, not the whole document. Its data is shared with other requests: read only.
 */
export type StoredDocument = Omit<DocumentHeadRow, 'data'> & { data: DuerpData };

/** What a change writes: the whole new data, and the columns that follow it. */
export interface DocumentChange {
  data: DuerpData;
  displayName: string;
  hasBeenModifiedSinceLastGeneration: boolean;
  /**
   * What the history records instead of the changes found by comparing the data (a restore says
   * "a restauré…", a version adds "a validé la version n").
   */
  history?: (found: ChangeOp[]) => ChangeOp[];
}

/** Who makes a write: the signed-in person, or null for a write nobody signed in made. */
export type Actor = string | null;

function cacheEntry(
  dataEtag: string,
  data: DuerpData,
  units: CachedDocument['units'],
): CachedDocument {
  let size = 0;
  for (const unit of units.values()) size += unit.json.length;
  return { dataEtag, data, units, size };
}

/**
 * A unit of the draft a change works on, its own copy: stored data is shared with other requests,
 * so a change replaces what it alters and edits a unit only through this copy, never in place.
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
 * The one owner of stored documents and of their process-wide cache. Reads may come from the
 * cache; every write goes through `change` (or `insert`), which locks the row, hands the change a
 * draft and writes only the units that differ. Writers never edit stored data in place: the
 * cache would then be corrupted and `writeUnits` would take the edited unit for unchanged.
 */
export class DocumentStore {
  readonly #cache = new DocumentCache();

  /** Deep-freezes cached data from now on, so that an in-place edit throws (outside production). */
  freezeCachedData(): void {
    this.#cache.freezeCachedData();
  }

  async find(db: Executor, espaceId: string, id: string): Promise<StoredDocument | null> {
    return this.#withData(db, await findDocumentHead(db, espaceId, id));
  }

  /** The caller's live document, or 404. */
  async require(db: Executor, espaceId: string, id: string): Promise<StoredDocument> {
    const document = await this.find(db, espaceId, id);
    if (!document) throw notFound(DUERP_MESSAGES.notFound);
    return document;
  }

  /** 404 unless the caller has this live document; its data is not read (versions, downloads). */
  async requireAccess(db: Executor, espaceId: string, id: string): Promise<void> {
    if (!(await isLiveDocumentOf(db, espaceId, id))) throw notFound(DUERP_MESSAGES.notFound);
  }

  /** The live documents of an espace, or of several espaces at once. */
  async list(db: Executor, espaceIds: string | string[]): Promise<StoredDocument[]> {
    const heads = await listDocumentHeads(db, espaceIds);
    const cached = new Map(heads.map((h) => [h.id, this.#cache.get(h.id, h.dataEtag)]));
    const unitRows = await listUnitRows(
      db,
      heads.filter((h) => !cached.get(h.id)).map((h) => h.id),
    );
    const unitsByDocument = new Map<string, UnitRow[]>();
    for (const row of unitRows) {
      const rows = unitsByDocument.get(row.duerpDocumentId);
      if (rows) rows.push(row);
      else unitsByDocument.set(row.duerpDocumentId, [row]);
    }
    return heads.map((head) => {
      const entry = cached.get(head.id);
      if (entry) return { ...head, data: entry.data };
      return this.#assemble(head, unitsByDocument.get(head.id) ?? []);
    });
  }

  /** The display names of the account's live documents, by id; their data is not read. */
  async displayNames(db: Executor, espaceId: string): Promise<Map<string, string>> {
    const heads = await listDocumentHeads(db, espaceId);
    return new Map(heads.map((h) => [h.id, h.displayName]));
  }

  countLive(db: Executor, espaceId: string): Promise<number> {
    return countLiveDocuments(db, espaceId);
  }

  async insert(
    db: Executor,
    values: { espaceId: string; displayName: string; data: DuerpData },
  ): Promise<StoredDocument> {
    const { unitesDeTravail: _units, ...head } = values.data;
    const dataEtag = randomUUID();
    const row = await insertDocumentHead(db, { ...values, data: head, dataEtag });
    // A new document has no unit rows to remove: an empty "before" spares the delete.
    const units = await writeUnits(db, row.id, cacheEntry('', values.data, new Map()), values.data);
    this.#cache.set(row.id, cacheEntry(dataEtag, values.data, units));
    return { ...row, data: values.data };
  }

  /**
   * The one way to change a stored document: in the caller's transaction, the row is locked (404
   * if the caller has no such live document), `edit` gets the current document and returns the
   * new data (a shallow draft of `current.data` with units replaced or edited via editUnit), the
   * changed units and the head are written, revision + 1, and what changed is recorded in the
   * document's history under `actor`. Once the transaction commits, DocumentChanged is said
   * (onDocumentChanged), whoever called: a route, a job, the administration socket.
   */
  async change(
    tx: Transaction,
    espaceId: string,
    id: string,
    actor: Actor,
    edit: (current: StoredDocument) => DocumentChange | Promise<DocumentChange>,
  ): Promise<StoredDocument> {
    const current = await this.#withData(tx, await lockDocumentHead(tx, espaceId, id));
    if (!current) throw notFound(DUERP_MESSAGES.notFound);
    const { history, ...values } = await edit(current);
    const found = diffDuerpData(current.data, values.data);
    const before = this.#cache.get(current.id, current.dataEtag);
    const units = await writeUnits(tx, current.id, before, values.data);
    const { unitesDeTravail: _units, ...head } = values.data;
    const dataEtag = randomUUID();
    const changed = await updateDocumentHead(tx, current.id, { ...values, data: head, dataEtag });
    const diff = history ? history(found) : found;
    await recordChanges(tx, current.id, changed.revision, actor, diff);
    this.#cache.set(current.id, cacheEntry(dataEtag, values.data, units));
    announceDocumentChanged(tx, {
      documentId: current.id,
      espaceId,
      revision: changed.revision,
      actor,
      diff,
      at: new Date().toISOString(),
    });
    return { ...current, ...values, dataEtag, ...changed };
  }

  /**
   * Says DocumentChanged, at the revision the document has, for a change beside its data that its
   * viewers must see (its photos, a version's consultation record), once `db`'s transaction
   * commits. 404 if the caller has no such live document.
   */
  async changedBeside(db: Executor, espaceId: string, id: string, actor: Actor): Promise<void> {
    const revision = await findLiveRevision(db, espaceId, id);
    if (revision === null) throw notFound(DUERP_MESSAGES.notFound);
    announceDocumentChanged(db, {
      documentId: id,
      espaceId,
      revision,
      actor,
      diff: [],
      at: new Date().toISOString(),
    });
  }

  /**
   * Soft delete: the document disappears for its espace (404 if it has none), its versions stay.
   * Returns the name it had.
   */
  async softDelete(db: Executor, espaceId: string, id: string): Promise<string> {
    const displayName = await softDeleteDocumentRow(db, espaceId, id);
    if (displayName === null) throw notFound(DUERP_MESSAGES.notFound);
    // Its viewers' streams check again whether they may still read it (they may not).
    announceAccessChanged(db, { espaceId });
    return displayName;
  }

  async #withData(db: Executor, head: DocumentHeadRow | null): Promise<StoredDocument | null> {
    if (!head) return null;
    const cached = this.#cache.get(head.id, head.dataEtag);
    if (cached) return { ...head, data: cached.data };
    return this.#assemble(head, await listUnitRows(db, [head.id]));
  }

  /** Joins a head with its unit rows (in their order) and caches the result. */
  #assemble(head: DocumentHeadRow, unitRows: UnitRow[]): StoredDocument {
    const units = new Map(
      unitRows.map((u) => [u.idUniteDeTravail, { position: u.position, json: u.json }]),
    );
    const data: DuerpData = {
      ...head.data,
      unitesDeTravail: unitRows.map((u) => JSON.parse(u.json) as UniteDeTravail),
    };
    this.#cache.set(head.id, cacheEntry(head.dataEtag, data, units));
    return { ...head, data };
  }
}

/** The history's row of a write, when it changed anything. */
async function recordChanges(
  tx: Executor,
  duerpDocumentId: string,
  revision: number,
  actorAccountId: Actor,
  diff: ChangeOp[],
): Promise<void> {
  if (diff.length === 0) return;
  const uniteIds = new Set<string>();
  for (const op of diff) {
    const unit = unitOf(op);
    if (unit !== null) uniteIds.add(unit);
  }
  await insertDocumentChange(tx, {
    duerpDocumentId,
    revision,
    actorAccountId,
    uniteIds: [...uniteIds],
    diff,
  });
}

/** The process's one store. */
export const documentStore = new DocumentStore();
