import { formatOneDecimal } from '../text/numbers.js';
import { isEvalLevel, MAITRISE_FACTORS } from './scales.js';

export const RISK_STATUSES = ['GREEN', 'YELLOW', 'ORANGE', 'RED'] as const;
/** The same union as the document schemas' `RiskStatus` (named apart to keep one export of that name). */
export type RiskBandStatus = (typeof RISK_STATUSES)[number];

/** A risk's score: its value and its band. */
export interface RiskScore {
  value: number;
  status: RiskBandStatus;
  shortDisplayName: string;
  longDisplayName: string;
}

export interface RiskBand {
  status: RiskBandStatus;
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound; null for the last band. */
  max: number | null;
  shortDisplayName: string;
  longDisplayName: string;
}

/** The lower bounds of YELLOW, ORANGE and RED. */
export const RISK_THRESHOLDS = { YELLOW: 1, ORANGE: 3, RED: 5 } as const;

/** The four bands, from the lowest. */
export const RISK_BANDS: readonly RiskBand[] = [
  {
    status: 'GREEN',
    min: 0,
    max: RISK_THRESHOLDS.YELLOW,
    shortDisplayName: 'Faible',
    longDisplayName: 'Risque faible',
  },
  {
    status: 'YELLOW',
    min: RISK_THRESHOLDS.YELLOW,
    max: RISK_THRESHOLDS.ORANGE,
    shortDisplayName: 'Modéré',
    longDisplayName: 'Risque modéré',
  },
  {
    status: 'ORANGE',
    min: RISK_THRESHOLDS.ORANGE,
    max: RISK_THRESHOLDS.RED,
    shortDisplayName: 'Important',
    longDisplayName: 'Risque important',
  },
  {
    status: 'RED',
    min: RISK_THRESHOLDS.RED,
    max: null,
    shortDisplayName: 'Critique',
    longDisplayName: 'Risque critique',
  },
];

/** Shown instead of a level while a criterion is missing. */
export const NOT_EVALUATED_LABEL = 'Non évalué';

/** The formula in words, as the grid and the PDF show it. */
export const RISK_FORMULA_LABEL = 'Niveau de risque = Fréquence × Gravité × Facteur de maîtrise';

/** The band of a risk value: below 1 GREEN, below 3 YELLOW, below 5 ORANGE, else RED. */
export function riskStatusForValue(value: number): RiskBandStatus {
  if (value >= RISK_THRESHOLDS.RED) return 'RED';
  if (value >= RISK_THRESHOLDS.ORANGE) return 'ORANGE';
  if (value >= RISK_THRESHOLDS.YELLOW) return 'YELLOW';
  return 'GREEN';
}

/** The band description of a status. */
export function riskBand(status: RiskBandStatus): RiskBand {
  const band = RISK_BANDS.find((b) => b.status === status);
  if (!band) throw new Error(`Statut de risque inconnu : ${String(status)}`);
  return band;
}

/** The score of a value: its band and labels. */
export function riskScoreForValue(value: number): RiskScore {
  const band = riskBand(riskStatusForValue(value));
  return {
    value,
    status: band.status,
    shortDisplayName: band.shortDisplayName,
    longDisplayName: band.longDisplayName,
  };
}

/**
 * Risk value = fréquence × gravité × control factor of the maîtrise, with its band.
 * Null ("Non évalué") unless all three criteria are integers from 1 to 4.
 */
export function computeRiskScore(
  gravite: unknown,
  frequence: unknown,
  maitrise: unknown,
): RiskScore | null {
  if (!isEvalLevel(gravite) || !isEvalLevel(frequence) || !isEvalLevel(maitrise)) return null;
  return riskScoreForValue(frequence * gravite * MAITRISE_FACTORS[maitrise]);
}

/** A risk value with one decimal, French style ("4,5"). */
export function formatRiskValue(value: number): string {
  return formatOneDecimal(value);
}
