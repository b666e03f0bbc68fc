import type { RiskBandStatus } from '../risk/score.js';
import { NOT_EVALUATED_LABEL } from '../risk/score.js';
import { bandPresentation, type BandTint } from '../risk/presentation.js';
import { formatOneDecimal } from '../text/numbers.js';

/** A solid look: a badge or a cell filled with the band's colour, its text readable on it. */
export interface SolidColors {
  fill: string;
  text: string;
}

/** The grey of "Non évalué" wherever a level is drawn filled. */
export const NOT_EVALUATED_COLORS: SolidColors = { fill: '#e2e8f0', text: '#334155' };

/** The spreadsheet number format of a risk value cell: one decimal, as `value` writes it. */
export const RISK_VALUE_CELL_FORMAT = '0.0';

/** A risk's, a unit's or the document's level, as every view and file shows it. */
export interface ShownRiskLevel {
  /** Null: "Non évalué". */
  status: RiskBandStatus | null;
  /** The value rounded as shown (a number cell's value); null when not evaluated. */
  number: number | null;
  /** "4,5", or "Non évalué". */
  value: string;
  /** "Important", "Risque important"; null when not evaluated. */
  band: string | null;
  longBand: string | null;
  /** On one line: "4,5 (Important)", or "Non évalué". */
  label: string;
  /** Filled with the band's colour (grey when not evaluated), as badges and level cells are. */
  colors: SolidColors;
  /** The band's light look on screen; null when not evaluated. */
  tint: BandTint | null;
}

/** How a level shows: its value with one decimal and its band, or "Non évalué". */
export function presentLevel(value: number | null, status: RiskBandStatus | null): ShownRiskLevel {
  if (value === null || status === null) {
    return {
      status: null,
      number: null,
      value: NOT_EVALUATED_LABEL,
      band: null,
      longBand: null,
      label: NOT_EVALUATED_LABEL,
      colors: NOT_EVALUATED_COLORS,
      tint: null,
    };
  }
  const band = bandPresentation(status);
  const text = formatOneDecimal(value);
  return {
    status,
    number: Math.round(value * 10) / 10,
    value: text,
    band: band.shortDisplayName,
    longBand: band.longDisplayName,
    label: `${text} (${band.shortDisplayName})`,
    colors: { fill: band.color, text: band.onColor },
    tint: band.tint,
  };
}
