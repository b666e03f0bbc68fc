import { randomUUID } from 'node:crypto';
import type { DuerpData, UniteDeTravail } from '@duerp/domain';
import type { Executor } from '../../db/client.js';
import { documentCache, type CachedDocument } from './document-cache.js';
import {
  deleteUnitRowsExcept,
  findDocumentHead,
  insertDocumentHead,
  listDocumentHeads,
  listUnitRows,
  lockDocumentHead,
  updateDocumentHead,
  upsertUnitRows,
  type DocumentHeadRow,
  type UnitRow,
} from './duerp.repository.js';

/**
 * A document with its whole data. Stored in two parts: the head (entreprise, options, global
 * level) on the document row, and one row per work unit, so that a targeted write (one risk, one
 * action) rewrites one unit, not the whole document.
 */
export type DuerpRow = Omit<DocumentHeadRow, 'data'> & { data: DuerpData };

function cacheEntry(
  dataEtag: string,
  data: DuerpData,
  units: CachedDocument['units'],
): CachedDocument {
  let size = 0;
  for (const unit of units.values()) size += unit.json.length;
  return { dataEtag, data, units, size };
}

/** Joins a head with its unit rows (in their order) and caches the result. */
function assemble(head: DocumentHeadRow, unitRows: UnitRow[]): DuerpRow {
  const units = new Map(
    unitRows.map((u) => [u.idUniteDeTravail, { position: u.position, json: u.json }]),
  );
  const data: DuerpData = {
    ...head.data,
    unitesDeTravail: unitRows.map((u) => JSON.parse(u.json) as UniteDeTravail),
  };
  documentCache.set(head.id, cacheEntry(head.dataEtag, data, units));
  return { ...head, data };
}

async function withData(db: Executor, head: DocumentHeadRow | null): Promise<DuerpRow | null> {
  if (!head) return null;
  const cached = documentCache.get(head.id, head.dataEtag);
  if (cached) return { ...head, data: cached.data };
  return assemble(head, await listUnitRows(db, [head.id]));
}

export async function findDocument(db: Executor, accountId: string, id: string) {
  return withData(db, await findDocumentHead(db, accountId, id));
}

/** The caller's live document, its row locked until the end of the transaction. */
export async function lockDocument(tx: Executor, accountId: string, id: string) {
  return withData(tx, await lockDocumentHead(tx, accountId, id));
}

export async function listDocuments(db: Executor, accountId: string): Promise<DuerpRow[]> {
  const heads = await listDocumentHeads(db, accountId);
  const cached = new Map(heads.map((h) => [h.id, documentCache.get(h.id, h.dataEtag)]));
  const unitRows = await listUnitRows(
    db,
    heads.filter((h) => !cached.get(h.id)).map((h) => h.id),
  );
  return heads.map((head) => {
    const entry = cached.get(head.id);
    if (entry) return { ...head, data: entry.data };
    return assemble(
      head,
      unitRows.filter((u) => u.duerpDocumentId === head.id),
    );
  });
}

/**
 * Writes the units that changed since `before` and removes the ones that left, then caches what
 * is stored. A unit that is the very object `before` holds is unchanged (writers never edit in
 * place); another one is compared by its JSON text. `data` must not be mutated afterwards.
 */
async function writeData(tx: Executor, id: string, before: CachedDocument | null, data: DuerpData) {
  const previous = new Map(before?.data.unitesDeTravail.map((u) => [u.idUniteDeTravail, u]));
  const units: CachedDocument['units'] = new Map();
  const changed: UnitRow[] = [];
  data.unitesDeTravail.forEach((unite, position) => {
    const stored = before?.units.get(unite.idUniteDeTravail);
    const json =
      stored && previous.get(unite.idUniteDeTravail) === unite
        ? stored.json
        : JSON.stringify(unite);
    if (stored?.json === json) {
      units.set(
        unite.idUniteDeTravail,
        stored.position === position ? stored : { ...stored, position },
      );
    } else {
      units.set(unite.idUniteDeTravail, { position, json });
    }
    if (stored?.position !== position || stored.json !== json) {
      changed.push({
        duerpDocumentId: id,
        idUniteDeTravail: unite.idUniteDeTravail,
        position,
        json,
      });
    }
  });
  const removed = before ? [...before.units.keys()].some((unitId) => !units.has(unitId)) : true;
  if (removed) await deleteUnitRowsExcept(tx, id, [...units.keys()]);
  await upsertUnitRows(tx, changed);
  return units;
}

export async function insertDocument(
  db: Executor,
  values: { accountId: string; displayName: string; data: DuerpData },
): Promise<DuerpRow> {
  const { unitesDeTravail: _units, ...head } = values.data;
  const dataEtag = randomUUID();
  const row = await insertDocumentHead(db, { ...values, data: head, dataEtag });
  const units = await writeData(db, row.id, cacheEntry('', values.data, new Map()), values.data);
  documentCache.set(row.id, cacheEntry(dataEtag, values.data, units));
  return { ...row, data: values.data };
}

/** Saves new data for a row read (and locked) in the same transaction. */
export async function saveDocument(
  tx: Executor,
  row: DuerpRow,
  values: { data: DuerpData; displayName: string; hasBeenModifiedSinceLastGeneration: boolean },
): Promise<DuerpRow> {
  const before = documentCache.get(row.id, row.dataEtag);
  const units = await writeData(tx, row.id, before, values.data);
  const { unitesDeTravail: _units, ...head } = values.data;
  const dataEtag = randomUUID();
  const changed = await updateDocumentHead(tx, row.id, { ...values, data: head, dataEtag });
  documentCache.set(row.id, cacheEntry(dataEtag, values.data, units));
  return { ...row, ...values, dataEtag, ...changed };
}
