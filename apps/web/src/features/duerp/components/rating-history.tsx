import { formatDateLong } from '@duerp/domain/calendar';
import { formatRiskValue, riskBand } from '@duerp/domain/risk';
import type { Risque } from '@duerp/domain/duerp';

/** "6,8 (Critique)" for a risk's current rating, "non évalué" without one. */
export function levelText(risque: Pick<Risque, 'niveauDeRisqueValue' | 'niveauDeRisqueStatus'>) {
  if (risque.niveauDeRisqueValue === null || risque.niveauDeRisqueStatus === null)
    return 'non évalué';
  return `${formatRiskValue(risque.niveauDeRisqueValue)} (${riskBand(risque.niveauDeRisqueStatus).shortDisplayName})`;
}

/** The ratings a re-rating replaced (issue 16), newest first; nothing for a risk never re-rated. */
export function RatingHistory({ risque }: { risque: Risque }) {
  const history = risque.historiqueCotations ?? [];
  if (history.length === 0) return null;
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">Historique des cotations</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {[...history].reverse().map((h) => (
          <li key={h.date}>
            Jusqu'au {formatDateLong(h.date)} : {levelText(h)} — gravité {h.evalGravite}, fréquence{' '}
            {h.evalFrequence}, maîtrise {h.evalMaitrise}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One line under a risk in the interactive view: its rating before the last re-rating. */
export function RatingHistoryLine({ risque }: { risque: Risque }) {
  const last = risque.historiqueCotations?.at(-1);
  if (!last) return null;
  return (
    <span className="mt-0.5 block text-xs text-slate-600">
      Réévalué le {formatDateLong(last.date)} : {levelText(last)} avant, {levelText(risque)} après
    </span>
  );
}
