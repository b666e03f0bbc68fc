import { type DuerpData, type UniteDeTravail, EDITOR_MESSAGES } from '@duerp/domain/duerp';
import { missing } from './write-error.js';

/**
 * The data with one unit replaced by what `edit` makes of it; the other units stay the very same
 * objects (the API's store rewrites only the units that are new objects). `edit` gets the stored
 * unit, shared: it returns a new one and never edits it in place.
 */
export function inUnit(
  data: DuerpData,
  idUniteDeTravail: string,
  edit: (unite: UniteDeTravail) => UniteDeTravail,
): DuerpData {
  const index = data.unitesDeTravail.findIndex((u) => u.idUniteDeTravail === idUniteDeTravail);
  const unite = data.unitesDeTravail[index];
  if (!unite) throw missing(EDITOR_MESSAGES.unitNotFound);
  const unitesDeTravail = [...data.unitesDeTravail];
  unitesDeTravail[index] = edit(unite);
  return { ...data, unitesDeTravail };
}

/** Refuses a list that names one id twice (`what`: « catégories », « risques »). */
export function assertUniqueIds(ids: string[], what: string, refuse: (message: string) => Error) {
  if (new Set(ids).size !== ids.length) throw refuse(`Deux ${what} ont le même identifiant.`);
}
