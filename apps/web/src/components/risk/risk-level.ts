import type { EvalCriterion, RiskStatus } from '@duerp/domain';

/** Colours of the four bands, dark text on a light fill (WCAG AA contrast). */
export const BAND_CLASSES: Readonly<Record<RiskStatus, string>> = {
  GREEN: 'border-green-300 bg-green-100 text-green-900',
  YELLOW: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  ORANGE: 'border-orange-300 bg-orange-100 text-orange-900',
  RED: 'border-red-300 bg-red-100 text-red-900',
};

/** A solid swatch of each band, for boxes and dots. */
export const BAND_SWATCHES: Readonly<Record<RiskStatus, string>> = {
  GREEN: 'bg-green-600',
  YELLOW: 'bg-yellow-400',
  ORANGE: 'bg-orange-500',
  RED: 'bg-red-600',
};

type CriterionField = EvalCriterion['field'];

/**
 * The number shown beside a level. SPEC §5 shows maîtrise with a reversed number display: the
 * stored level 1 (Forte) reads 4 and 4 (Absente) reads 1, so that a higher number means a better
 * controlled risk; the stored value and the score are unchanged.
 */
export function displayedLevel(field: CriterionField, value: number): number {
  return field === 'evalMaitrise' ? 5 - value : value;
}
