import type { UniteDeTravail } from '@duerp/domain/duerp';
import { bandPresentation } from '@duerp/domain/risk';
import { pluralWord } from '@duerp/domain/text';

/**
 * Step 5: the progress of each unit, one box per risk, evaluated ones filled with the
 * colour of their level. The boxes are a picture; the count says the same in words.
 */
export function UnitProgress({ units }: { units: readonly UniteDeTravail[] }) {
  return (
    <section aria-labelledby="evaluation-progress-title" className="mb-6">
      <h3 id="evaluation-progress-title" className="text-base font-semibold text-slate-900">
        Avancement de l'évaluation
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {units.map((unit) => {
          const total = unit.risques.length;
          const done = unit.risques.filter((r) => r.isRisqueEvalue).length;
          const complete = total > 0 && done === total;
          return (
            <li
              key={unit.idUniteDeTravail}
              className={`rounded-lg border p-3 ${complete ? 'border-green-300 bg-green-50' : 'border-slate-200'}`}
            >
              <p className="flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 font-medium break-words text-slate-900">
                  {unit.displayName}
                </span>
                <span className="shrink-0 text-slate-700">
                  {total === 0 ? 'Aucun risque' : `${done}/${total} ${pluralWord(done, 'évalué')}`}
                  {complete && (
                    <span aria-hidden="true" className="ml-1 text-green-800">
                      ✓
                    </span>
                  )}
                </span>
              </p>
              {total > 0 && (
                <div
                  aria-hidden="true"
                  className="mt-2 flex flex-wrap gap-1"
                  data-testid="progress-boxes"
                >
                  {unit.risques.map((r) => (
                    <span
                      key={r.idRisque}
                      data-evaluated={r.isRisqueEvalue}
                      className={`h-4 w-4 rounded-sm border ${
                        r.isRisqueEvalue && r.niveauDeRisqueStatus
                          ? 'border-slate-700'
                          : 'border-slate-400 bg-white'
                      }`}
                      style={
                        r.isRisqueEvalue && r.niveauDeRisqueStatus
                          ? { backgroundColor: bandPresentation(r.niveauDeRisqueStatus).color }
                          : undefined
                      }
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
