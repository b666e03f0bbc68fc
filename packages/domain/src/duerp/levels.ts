import { computeRiskScore, riskStatusForValue } from '../risk/score.js';
import type { DuerpData, Risque, UniteDeTravail } from './schemas.js';

/** A risk with its level computed from its three criteria: the same object if unchanged. */
export function withRiskLevel(risque: Risque): Risque {
  const score = computeRiskScore(risque.evalGravite, risque.evalFrequence, risque.evalMaitrise);
  const levels = {
    isRisqueEvalue: score !== null,
    niveauDeRisqueValue: score?.value ?? null,
    niveauDeRisqueStatus: score?.status ?? null,
  };
  const unchanged =
    risque.isRisqueEvalue === levels.isRisqueEvalue &&
    risque.niveauDeRisqueValue === levels.niveauDeRisqueValue &&
    risque.niveauDeRisqueStatus === levels.niveauDeRisqueStatus;
  return unchanged ? risque : { ...risque, ...levels };
}

/** The average of the values, or null when there is none or any is missing. */
function averageOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return (values as number[]).reduce((sum, v) => sum + v, 0) / values.length;
}

/** A unit with its risks' levels and its average: the same object if nothing changed. */
function withUnitLevel(unite: UniteDeTravail): UniteDeTravail {
  const risques = unite.risques.map(withRiskLevel);
  const niveauDeRisqueValue = averageOrNull(risques.map((r) => r.niveauDeRisqueValue));
  const risquesUnchanged = risques.every((r, i) => r === unite.risques[i]);
  if (risquesUnchanged && niveauDeRisqueValue === unite.niveauDeRisqueValue) return unite;
  return { ...unite, risques: risquesUnchanged ? unite.risques : risques, niveauDeRisqueValue };
}

/**
 * Each risk's level, each unit's average, and the global average (absent while any risk is
 * unevaluated). Units and risks whose levels were already right are returned as they were, so
 * that callers can tell what changed by identity.
 */
export function recomputeLevels(data: DuerpData): DuerpData {
  const unitesDeTravail = data.unitesDeTravail.map(withUnitLevel);
  const total = averageOrNull(
    unitesDeTravail.flatMap((u) => u.risques.map((r) => r.niveauDeRisqueValue)),
  );
  return {
    ...data,
    unitesDeTravail,
    niveauDeRisqueTotalValue: total,
    niveauDeRisqueTotalStatus: total === null ? null : riskStatusForValue(total),
  };
}

/** Every risk of the document, with its unit. */
export function allRisques(data: DuerpData): { unite: UniteDeTravail; risque: Risque }[] {
  return data.unitesDeTravail.flatMap((unite) =>
    unite.risques.map((risque) => ({ unite, risque })),
  );
}

/** Step 5 gating: at least one risk, and every risk evaluated. */
export function canLeaveEvaluationStep(data: DuerpData): boolean {
  const risques = allRisques(data);
  return risques.length > 0 && risques.every(({ risque }) => risque.isRisqueEvalue);
}

/** Step 6 gating: with PAPRIPACT enabled, at least one action in some unit. */
export function canLeavePapripactStep(data: DuerpData): boolean {
  return (
    !data.isPapripactEnabled ||
    data.unitesDeTravail.some((u) => u.papripactActionsPreventives.length > 0)
  );
}
