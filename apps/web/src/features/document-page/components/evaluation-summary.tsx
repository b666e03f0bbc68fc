import { useState } from 'react';
import { presentSummary, summarizeDuerp, type DuerpData } from '@duerp/domain';
import { RiskEvaluationGridDialog } from '@/components/risk/risk-evaluation-grid-dialog';
import { tintStyle } from '@/components/risk/risk-level';
import { RiskLevelBadge } from '@/components/risk/risk-level-badge';
import { Button } from '@/components/ui/button';
import { below, Heading, type HeadingLevel } from './heading';
import { ViewSection } from './view-section';

const NONE_CLASSES = 'border-slate-300 bg-slate-100 text-slate-800';

/**
 * SPEC §2/§4: the global level (average of all risks) or the message that some risks are not
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
        // Focusable: a table wider than a phone scrolls sideways with the keyboard too.
        <div
          className="mt-2 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Niveau de risque par unité de travail"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Niveau de risque par unité de travail</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Unité de travail
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Risques évalués
                </th>
                <th scope="col" className="py-2 pl-3 font-medium">
                  Niveau
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.units.map((unite) => (
                <tr key={unite.idUniteDeTravail} className="border-b border-slate-100">
                  <th scope="row" className="break-words py-2 pr-3 font-medium text-slate-900">
                    {unite.name}
                  </th>
                  <td className="px-3 py-2 text-slate-700">
                    {unite.evaluatedCount} / {unite.risqueCount}
                  </td>
                  <td className="py-2 pl-3">
                    <RiskLevelBadge level={unite.level} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RiskEvaluationGridDialog open={gridOpen} onOpenChange={setGridOpen} />
    </ViewSection>
  );
}
