import { parisDay } from '../calendar/dates.js';
import type { CmrClass } from './hazard-codes.js';

/** A safety data sheet older than this many years is flagged: ask the supplier for the latest. */
export const FDS_MAX_AGE_YEARS = 3;

/** Why a product's safety data sheet is flagged, or null when it is there and recent. */
export type FdsFlag =
  /** No sheet uploaded. */
  | 'manquante'
  /** A sheet, but its revision date is not given: its age cannot be told. */
  | 'sans-date'
  /** Revised more than three years ago. */
  | 'ancienne';

/** The same calendar day `years` later; 29 February becomes 28 February (the earlier, safe day). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y + years}-${pad(m)}-${pad(Math.min(d, daysInMonth))}`;
}

/**
 * The safety data sheet's flag: `manquante` without a file, `sans-date` without its revision
 * date, `ancienne` when today (in Paris) is past the revision day plus three years — a sheet
 * revised on 2023-12-04 is still current on 2026-12-04 and flagged from 2026-12-05.
 */
export function fdsFlagOf(
  fds: { hasFile: boolean; dateRevision: string | null },
  now: Date,
): FdsFlag | null {
  if (!fds.hasFile) return 'manquante';
  if (!fds.dateRevision) return 'sans-date';
  return parisDay(now) > addYears(fds.dateRevision, FDS_MAX_AGE_YEARS) ? 'ancienne' : null;
}

/**
 * Whether a CMR product lacks the substitution record R4412-66 asks for: a proven CMR (category
 * 1A/1B) with no entry in its substitution log. A suspected one (category 2) is not flagged.
 */
export function cmrWithoutSubstitution(cmr: CmrClass | null, substitutionCount: number): boolean {
  return cmr === 'avere' && substitutionCount === 0;
}
