import {
  computeRiskScore,
  formatRiskValue,
  MAITRISE_FACTORS,
  NOT_EVALUATED_LABEL,
  RISK_FORMULA_LABEL,
  isEvalLevel,
} from '@duerp/domain/risk';
import { formatNumber } from '@duerp/domain/text';
import { bandStyle } from '@/components/risk/risk-level';

export interface ScorePreviewProps {
  gravite: unknown;
  frequence: unknown;
  maitrise: unknown;
  /** Shown when saving was refused for want of a full evaluation. */
  error?: string | undefined;
  errorId?: string;
}

/** The level as the three criteria stand: value with one decimal and band, or "Non évalué". */
export function ScorePreview({ gravite, frequence, maitrise, error, errorId }: ScorePreviewProps) {
  const score = computeRiskScore(gravite, frequence, maitrise);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm font-semibold text-slate-900">Niveau de risque</p>
        {score ? (
          <p className="mt-1 flex flex-wrap items-center gap-3">
            <span className="text-2xl font-bold text-slate-900">
              {formatRiskValue(score.value)}
            </span>
            <span
              className="rounded-full border px-3 py-1 text-sm font-semibold"
              style={bandStyle(score.status)}
            >
              {score.longDisplayName}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-lg font-semibold text-slate-700">{NOT_EVALUATED_LABEL}</p>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {RISK_FORMULA_LABEL}
        {score && isEvalLevel(gravite) && isEvalLevel(frequence) && isEvalLevel(maitrise)
          ? ` : ${frequence} × ${gravite} × ${formatNumber(MAITRISE_FACTORS[maitrise])}`
          : ''}
      </p>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
