import { useState } from 'react';
import { presentSummary } from '@duerp/domain/presentation';
import { summarizeDuerp } from '@duerp/domain/document-view';
import type { DuerpData } from '@duerp/domain/duerp';
import { RiskEvaluationGridDialog } from '@/components/risk/risk-evaluation-grid-dialog';
import { tintStyle } from '@/components/risk/risk-level';
import { RiskLevelBadge } from '@/components/risk/risk-level-badge';
import { Button } from '@/components/ui/button';
import { below, Heading, type HeadingLevel } from './heading';
import { UnitLevels } from './unit-levels';
import { ViewSection } from './view-section';

const NONE_CLASSES = 'border-slate-300 bg-slate-100 text-slate-800';

/**
 * The global level (average of all risks) or the message that some risks are not
 * evaluated, each unit's level and the count per band, with the evaluation grid at hand.
 */
export function EvaluationSummary({
  data,
  duerpId,
  level,
}: {
  data: DuerpData;
  duerpId: string | null;
  level: HeadingLevel;
}) {
  const [gridOpen, setGridOpen] = useState(false);
  const summary = presentSummary(summarizeDuerp(data));
  return (
    <ViewSection
      title="Synthèse de l'évaluation"
      level={level}
      duerpId={duerpId}
      editStep={5}
      aside={
        <Button variant="ghost" onClick={() => setGridOpen(true)}>
          Grille d'évaluation
        </Button>
      }
    >
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-medium text-slate-700">Niveau de risque global</p>
        <div className="mt-1 text-base">
          {summary.global.status !== null ? (
            <RiskLevelBadge level={summary.global} long />
          ) : (
            <p className="text-sm text-slate-800">
              {summary.risqueCount === 0
                ? "Aucun risque n'a encore été saisi : le niveau de risque global sera calculé une fois les risques saisis et évalués."
                : 'Certains risques ne sont pas encore évalués : le niveau de risque global sera calculé lorsque tous les risques auront été évalués.'}
            </p>
          )}
        </div>
        <p className="mt-2 text-xs text-slate-600">{summary.evaluated}.</p>
      </div>

      <Heading level={below(level)} className="mt-5 font-semibold text-slate-900">
        Nombre de risques par niveau
      </Heading>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {summary.bands.map((band) => (
          <li
            key={band.status}
            className={`rounded-lg border px-3 py-2 ${band.tint === null ? NONE_CLASSES : ''}`}
            style={band.tint === null ? undefined : tintStyle(band.tint)}
          >
            <span className="block text-2xl font-bold">{band.count}</span>
            <span className="block text-xs font-medium">{band.longBand}</span>
          </li>
        ))}
      </ul>

      <Heading level={below(level)} className="mt-5 font-semibold text-slate-900">
        Niveau par unité de travail
      </Heading>
      {summary.units.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Aucune unité de travail.</p>
      ) : (
        <UnitLevels units={summary.units} />
      )}
      <RiskEvaluationGridDialog open={gridOpen} onOpenChange={setGridOpen} />
    </ViewSection>
  );
}
