import { hasPenibiliteData } from './annex.js';
import { PENIBILITE_TEXTS } from '../duerp/penibilite-facteurs.js';
import type { CompletenessProblem } from '../duerp/completeness.js';
import type { DuerpData } from '../duerp/schemas.js';

/** A point the finalisation step asks to check; unlike a completeness problem, it never blocks. */
export type FinalisationAdvisory = CompletenessProblem;

export const ADVISORY_MESSAGES = {
  noPenibilite: `Aucune unité de travail n'a renseigné l'exposition de ses travailleurs aux facteurs de risques professionnels. L'annexe prévue par l'article R4121-1-1 indiquera : « ${PENIBILITE_TEXTS.noneDeclared} » Vérifiez que c'est bien le cas.`,
} as const;

/**
 * What step 7 asks to check before validating a version, in editor order: while no unit has
 * pénibilité data, the R4121-1-1 annex (printed in every version) declares no exposure.
 */
export function finalisationAdvisories(data: DuerpData): FinalisationAdvisory[] {
  const advisories: FinalisationAdvisory[] = [];
  if (!hasPenibiliteData(data)) {
    advisories.push({ step: 5, message: ADVISORY_MESSAGES.noPenibilite });
  }
  return advisories;
}
