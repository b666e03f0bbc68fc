import type { DuerpData } from '../duerp/schemas.js';

export interface EffectifsCheck {
  /** Sum of the units' headcounts, over the units that have one. */
  total: number;
  totalFemmes: number;
  /** Whether any unit has a headcount. */
  hasAny: boolean;
  /** A headcount is set on some unit and the sum differs from the company's: a warning only. */
  mismatch: boolean;
}

/** The step-3 check of the units' headcounts against the company's (a warning, never a block). */
export function checkEffectifs(
  data: Pick<DuerpData, 'entreprise' | 'unitesDeTravail'>,
): EffectifsCheck {
  const withEffectif = data.unitesDeTravail.filter(
    (u) => u.effectif !== undefined && u.effectif !== null,
  );
  const total = withEffectif.reduce((sum, u) => sum + (u.effectif ?? 0), 0);
  const totalFemmes = data.unitesDeTravail.reduce((sum, u) => sum + (u.effectifFemmes ?? 0), 0);
  const company = data.entreprise?.nombreEmployes ?? null;
  const hasAny = withEffectif.length > 0;
  return { total, totalFemmes, hasAny, mismatch: hasAny && company !== null && total !== company };
}
