import type { ShownRiskLevel } from '@duerp/domain/presentation';
import { badgeClassName } from '@/components/ui/badge';
import { tintStyle } from './risk-level';

export interface RiskLevelBadgeProps {
  /** The level as the domain's presentation writes it (presentLevel). */
  level: ShownRiskLevel;
  /** Long labels ("Risque important") rather than short ones ("Important"). */
  long?: boolean;
}

/** A risk's level: its value with one decimal and its band, or "Non évalué". */
export function RiskLevelBadge({ level, long = false }: RiskLevelBadgeProps) {
  if (level.tint === null) {
    return <span className={badgeClassName('neutral')}>{level.value}</span>;
  }
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold"
      style={tintStyle(level.tint)}
    >
      <span>{level.value}</span>
      <span aria-hidden="true">·</span>
      <span>{long ? level.longBand : level.band}</span>
    </span>
  );
}
