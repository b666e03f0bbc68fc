import type { BandCounts, DuerpSummary } from '../document-view/summary.js';
import { BANDS_PRESENTATION, type BandTint } from '../risk/presentation.js';
import { NOT_EVALUATED_LABEL, type RiskBandStatus } from '../risk/score.js';
import {
  NOT_EVALUATED_COLORS,
  presentLevel,
  type ShownRiskLevel,
  type SolidColors,
} from './level.js';
import { formatNumber } from '../text/numbers.js';
import { plural } from '../text/plural.js';

/** A band with its count of risks ("Non évalué" too). */
export interface ShownBandCount {
  status: RiskBandStatus | 'NONE';
  /** "Important", and "Risque important" ("Non évalué" for both). */
  band: string;
  longBand: string;
  count: number;
  /** Its share of the risks, rounded: "57 %" ("0 %" without any risk). */
  share: string;
  colors: SolidColors;
  /** The band's light look on screen; null for "Non évalué". */
  tint: BandTint | null;
}

/** A unit's line of the evaluation summary. */
export interface ShownUnitSummary {
  idUniteDeTravail: string;
  name: string;
  risqueCount: number;
  evaluatedCount: number;
  actionCount: number;
  counts: BandCounts;
  level: ShownRiskLevel;
}

/** The evaluation summary of a version as every rendering shows it. */
export interface SummaryPresentation {
  global: ShownRiskLevel;
  /** From the highest band, then "Non évalué". */
  bands: ShownBandCount[];
  /** The count of each band, and of "Non évalué" (NONE). */
  counts: BandCounts;
  risqueCount: number;
  evaluatedCount: number;
  /** "3 risques évalués sur 7". */
  evaluated: string;
  units: ShownUnitSummary[];
}

/** A document's summary (summarizeDuerp) with its levels and bands written. */
export function presentSummary(summary: DuerpSummary): SummaryPresentation {
  const share = (count: number) =>
    `${summary.risqueCount > 0 ? Math.round((count / summary.risqueCount) * 100) : 0} %`;
  return {
    global: presentLevel(summary.global.value, summary.global.status),
    bands: [
      ...BANDS_PRESENTATION.slice()
        .reverse()
        .map((band) => ({
          status: band.status,
          band: band.shortDisplayName,
          longBand: band.longDisplayName,
          count: summary.counts[band.status],
          share: share(summary.counts[band.status]),
          colors: { fill: band.color, text: band.onColor },
          tint: band.tint,
        })),
      {
        status: 'NONE' as const,
        band: NOT_EVALUATED_LABEL,
        longBand: NOT_EVALUATED_LABEL,
        count: summary.counts.NONE,
        share: share(summary.counts.NONE),
        colors: NOT_EVALUATED_COLORS,
        tint: null,
      },
    ],
    counts: summary.counts,
    risqueCount: summary.risqueCount,
    evaluatedCount: summary.evaluatedCount,
    evaluated: `${plural(summary.evaluatedCount, 'risque évalué', 'risques évalués')} sur ${formatNumber(summary.risqueCount)}`,
    units: summary.units.map((u) => ({
      idUniteDeTravail: u.idUniteDeTravail,
      name: u.displayName,
      risqueCount: u.risqueCount,
      evaluatedCount: u.evaluatedCount,
      actionCount: u.actionCount,
      counts: u.counts,
      level: presentLevel(u.value, u.status),
    })),
  };
}
