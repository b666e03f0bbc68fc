import type { CotationHistorique } from './assessment-schemas.js';
import type { DuerpData, Risque, UniteDeTravail } from './schemas.js';

/**
 * The rating a risk had before its first re-rating after `since` (an ISO instant; null means
 * "no previous version": every re-rating counts). Undefined when it was not re-rated since.
 */
export function ratingBefore(risque: Risque, since: string | null): CotationHistorique | undefined {
  const from = since === null ? -Infinity : Date.parse(since);
  return (risque.historiqueCotations ?? []).find((h) => Date.parse(h.date) > from);
}

export interface ReratedRisque {
  unite: UniteDeTravail;
  risque: Risque;
  before: CotationHistorique;
}

/** The risks re-rated since `since`, with their level before, in document order. */
export function reratedSince(data: DuerpData, since: string | null): ReratedRisque[] {
  return data.unitesDeTravail.flatMap((unite) =>
    unite.risques.flatMap((risque) => {
      const before = ratingBefore(risque, since);
      return before && risque.isRisqueEvalue ? [{ unite, risque, before }] : [];
    }),
  );
}

/** The risks flagged for a sex-differentiated exposure (L4121-3), in document order. */
export function expositionsDifferenciees(data: DuerpData) {
  return data.unitesDeTravail.flatMap((unite) =>
    unite.risques.filter((r) => r.isExpositionDifferenciee).map((risque) => ({ unite, risque })),
  );
}
