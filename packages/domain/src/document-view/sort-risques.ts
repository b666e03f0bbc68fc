import type { DisplayOptions, Risque } from '../duerp/schemas.js';
import { compareCodes } from '../text/order.js';

export type RisqueSortBy = DisplayOptions['sortBy'];

/** What a sort looks at in a risk. */
export type SortableRisque = Pick<Risque, 'code' | 'niveauDeRisqueValue'>;

/**
 * Numeric-aware order of codes ("1.2" < "1.10" < "2.1"); risks without a code come last, since a
 * custom risk may have none.
 */
export function compareRisqueCodes(a: string, b: string): number {
  const codeA = a.trim();
  const codeB = b.trim();
  if (!codeA || !codeB) return codeA ? -1 : codeB ? 1 : 0;
  return compareCodes(codeA, codeB);
}

/** Highest level first; unevaluated risks (no level) last. */
export function compareRisqueLevels(a: SortableRisque, b: SortableRisque): number {
  const levelA = a.niveauDeRisqueValue;
  const levelB = b.niveauDeRisqueValue;
  if (levelA === null || levelB === null) return levelA !== null ? -1 : levelB !== null ? 1 : 0;
  return levelB - levelA;
}

/** The comparator of a display option, or null for "none" (the document's order). */
export function risqueComparator(
  sortBy: RisqueSortBy,
): ((a: SortableRisque, b: SortableRisque) => number) | null {
  if (sortBy === 'code') return (a, b) => compareRisqueCodes(a.code, b.code);
  if (sortBy === 'niveauDeRisqueValue') return compareRisqueLevels;
  return null;
}

/**
 * Risks in the order of the display option `sortBy`: by code, numeric-aware; by level,
 * descending with unevaluated risks last; or none, the document's order. The sort is stable, so
 * equal risks keep the document's order. Returns a new array.
 */
export function sortRisques<T extends SortableRisque>(
  items: readonly T[],
  sortBy: RisqueSortBy,
): T[];
export function sortRisques<T>(
  items: readonly T[],
  sortBy: RisqueSortBy,
  select: (item: T) => SortableRisque,
): T[];
export function sortRisques<T>(
  items: readonly T[],
  sortBy: RisqueSortBy,
  select: (item: T) => SortableRisque = (item) => item as SortableRisque,
): T[] {
  const compare = risqueComparator(sortBy);
  const copy = [...items];
  return compare ? copy.sort((a, b) => compare(select(a), select(b))) : copy;
}
