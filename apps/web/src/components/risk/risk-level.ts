import type { RiskStatus } from '@duerp/domain';

/** Colours of the four bands, dark text on a light fill (WCAG AA contrast). */
export const BAND_CLASSES: Readonly<Record<RiskStatus, string>> = {
  GREEN: 'border-green-300 bg-green-100 text-green-900',
  YELLOW: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  ORANGE: 'border-orange-300 bg-orange-100 text-orange-900',
  RED: 'border-red-300 bg-red-100 text-red-900',
};
