import type { DuerpData, UniteDeTravail } from '../duerp/schemas.js';
import { riskStatusForValue, type RiskBandStatus } from '../risk/score.js';

/** How many risks in each band, and how many are not evaluated. */
export type BandCounts = Record<RiskBandStatus | 'NONE', number>;

export interface LevelSummary {
  /** The average level, or null while a risk is unevaluated (or there is no risk). */
  value: number | null;
  status: RiskBandStatus | null;
}

export interface UniteSummary extends LevelSummary {
  idUniteDeTravail: string;
  displayName: string;
  risqueCount: number;
  evaluatedCount: number;
  counts: BandCounts;
  actionCount: number;
}

/** The evaluation summary of a document (the document page's and the PDF's). */
export interface DuerpSummary {
  global: LevelSummary;
  counts: BandCounts;
  risqueCount: number;
  evaluatedCount: number;
  actionCount: number;
  units: UniteSummary[];
}

export const emptyBandCounts = (): BandCounts => ({
  GREEN: 0,
  YELLOW: 0,
  ORANGE: 0,
  RED: 0,
  NONE: 0,
});

const level = (value: number | null): LevelSummary => ({
  value,
  status: value === null ? null : riskStatusForValue(value),
});

function countBands(unite: UniteDeTravail, counts: BandCounts): number {
  let evaluated = 0;
  for (const risque of unite.risques) {
    if (risque.niveauDeRisqueValue === null) {
      counts.NONE += 1;
    } else {
      counts[riskStatusForValue(risque.niveauDeRisqueValue)] += 1;
      evaluated += 1;
    }
  }
  return evaluated;
}

/**
 * Count per band, each unit's level and the global level of a document. Levels are those the
 * domain stored with the data (`recomputeLevels`: averages, absent while a risk is unevaluated),
 * so the summary says what the document says.
 */
export function summarizeDuerp(data: DuerpData): DuerpSummary {
  const counts = emptyBandCounts();
  const units = data.unitesDeTravail.map((unite): UniteSummary => {
    const unitCounts = emptyBandCounts();
    const evaluatedCount = countBands(unite, unitCounts);
    for (const key of Object.keys(counts) as (keyof BandCounts)[]) counts[key] += unitCounts[key];
    return {
      idUniteDeTravail: unite.idUniteDeTravail,
      displayName: unite.displayName,
      risqueCount: unite.risques.length,
      evaluatedCount,
      counts: unitCounts,
      actionCount: unite.papripactActionsPreventives.length,
      ...level(unite.niveauDeRisqueValue),
    };
  });
  return {
    global: level(data.niveauDeRisqueTotalValue),
    counts,
    risqueCount: units.reduce((sum, u) => sum + u.risqueCount, 0),
    evaluatedCount: units.reduce((sum, u) => sum + u.evaluatedCount, 0),
    actionCount: units.reduce((sum, u) => sum + u.actionCount, 0),
    units,
  };
}
