import { formatRiskValue, NOT_EVALUATED_LABEL, riskBand, type RiskStatus } from '@duerp/domain';
import { badgeClassName } from '@/components/ui/badge';
import { bandStyle } from './risk-level';

export interface RiskLevelBadgeProps {
  value: number | null;
  status: RiskStatus | null;
  /** Long labels ("Risque important") rather than short ones ("Important"). */
  long?: boolean;
}

/** A risk's level: its value with one decimal and its band, or "Non évalué" (SPEC §9). */
export function RiskLevelBadge({ value, status, long = false }: RiskLevelBadgeProps) {
  if (value === null || status === null) {
    return <span className={badgeClassName('neutral')}>{NOT_EVALUATED_LABEL}</span>;
  }
  const band = riskBand(status);
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold"
      style={bandStyle(status)}
    >
      <span>{formatRiskValue(value)}</span>
      <span aria-hidden="true">·</span>
      <span>{long ? band.longDisplayName : band.shortDisplayName}</span>
    </span>
  );
}
