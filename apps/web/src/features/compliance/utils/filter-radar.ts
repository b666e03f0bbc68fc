import { hasLevel, type ComplianceLevel, type RadarRow } from '@duerp/domain/compliance';

export interface RadarFilter {
  /** An espace id, or '' for all. */
  espace: string;
  /** Rows with at least one finding of this level, or '' for all. */
  level: ComplianceLevel | '';
  /** Words of the espace's or the DUERP's name, case and accents ignored. */
  text: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The rows the radar's filters keep, in their order. */
export function filterRadar(rows: readonly RadarRow[], filter: RadarFilter): RadarRow[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.espace && row.espaceId !== filter.espace) return false;
    if (filter.level && !hasLevel(row, filter.level)) return false;
    const haystack = fold(`${row.espaceName} ${row.displayName}`);
    return words.every((w) => haystack.includes(w));
  });
}
