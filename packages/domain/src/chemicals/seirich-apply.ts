import type { DuerpData, Risque, UniteDeTravail } from '../duerp/schemas.js';
import { isChemicalCategoryCode } from './inventory.js';
import { SEIRICH_RATINGS, seirichNote, type SeirichPriority } from './seirich.js';

/** Per work unit, the highest Seirich priority among its products, and those products' names. */
export type SeirichUnitPriorities = Map<string, { priorite: SeirichPriority; produits: string[] }>;

const REMARQUES_MAX = 5000;

function withNote(remarques: string, note: string): string {
  const kept = remarques
    .split('\n')
    .filter((line) => !line.startsWith('Niveau repris de Seirich le '))
    .join('\n')
    .trimEnd();
  return (kept ? `${kept}\n${note}` : note).slice(0, REMARQUES_MAX);
}

const chemicalCategories = (unite: UniteDeTravail) =>
  new Set(
    unite.categorieDeRisques
      .filter((c) => isChemicalCategoryCode(c.code))
      .map((c) => c.idCategorie),
  );

/**
 * Sets every chemical-family risk of each unit to the ratings of its Seirich priority, with a
 * note in its remarks naming the source and the day (a previous Seirich note is replaced). The
 * levels themselves are recomputed by the document's writes. Answers the data and how many risks
 * were set, and the units that have no chemical risk.
 */
export function applySeirichPriorities(
  data: DuerpData,
  priorities: SeirichUnitPriorities,
  day: string,
): { data: DuerpData; risquesModifies: number; unitesSansRisque: string[] } {
  let risquesModifies = 0;
  const unitesSansRisque: string[] = [];
  const unitesDeTravail = data.unitesDeTravail.map((unite) => {
    const found = priorities.get(unite.idUniteDeTravail);
    if (!found) return unite;
    const chemical = chemicalCategories(unite);
    const note = seirichNote(found.priorite, day, found.produits);
    let touched = false;
    const risques = unite.risques.map((risque): Risque => {
      if (!chemical.has(risque.idCategorie)) return risque;
      touched = true;
      risquesModifies += 1;
      return {
        ...risque,
        ...SEIRICH_RATINGS[found.priorite],
        remarques: withNote(risque.remarques, note),
      };
    });
    if (!touched) unitesSansRisque.push(unite.idUniteDeTravail);
    return touched ? { ...unite, risques } : unite;
  });
  return { data: { ...data, unitesDeTravail }, risquesModifies, unitesSansRisque };
}
