import type { Executor } from '../../../db/client.js';
import type { DuerpData } from '@duerp/domain/duerp';
import type { CachedDocument } from './document-cache.js';
import { deleteUnitRowsExcept, upsertUnitRows, type UnitRow } from './documents.repository.js';

/**
 * Writes the units that changed since `before` and removes the ones that left; returns the units
 * as stored. A unit that is the very object `before` holds is unchanged (writers never edit in
 * place); another one is compared by its JSON text.
 */
export async function writeUnits(
  tx: Executor,
  id: string,
  before: CachedDocument | null,
  data: DuerpData,
): Promise<CachedDocument['units']> {
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
