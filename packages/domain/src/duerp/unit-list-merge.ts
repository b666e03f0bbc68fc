import type { UniteDeTravail, UpdateListUnitesBody } from './schemas.js';

/**
 * The whole-list write of units carries order, names and membership only: each kept unit keeps
 * its risks, categories and actions from the stored document, so that a tab with a stale list
 * never wipes risks another tab added.
 */
export function mergeUnitList(
  stored: readonly UniteDeTravail[],
  list: UpdateListUnitesBody['unitesDeTravail'],
): UniteDeTravail[] {
  const byId = new Map(stored.map((unit) => [unit.idUniteDeTravail, unit]));
  return list.map(({ idUniteDeTravail, displayName }) => {
    const existing = byId.get(idUniteDeTravail);
    return existing
      ? { ...existing, displayName }
      : {
          idUniteDeTravail,
          displayName,
          risques: [],
          categorieDeRisques: [],
          papripactActionsPreventives: [],
          niveauDeRisqueValue: null,
        };
  });
}
