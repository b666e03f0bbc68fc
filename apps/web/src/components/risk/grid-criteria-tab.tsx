import { EVAL_CRITERIA, MAITRISE_FACTORS } from '@duerp/domain';
import { CRITERION_QUESTIONS, LEVEL_HINTS } from './criterion-texts';
import { displayedLevel } from './risk-level';

const factor = (value: number) => `× ${value.toLocaleString('fr-FR')}`;

/** The three scales of SPEC §5, each level with its label and what it means. */
export function GridCriteriaTab() {
  return (
    <div className="space-y-6">
      {EVAL_CRITERIA.map((criterion) => {
        const isMaitrise = criterion.field === 'evalMaitrise';
        return (
          <section key={criterion.field} aria-labelledby={`grid-${criterion.field}`}>
            <h3 id={`grid-${criterion.field}`} className="text-base font-semibold text-slate-900">
              {criterion.label}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{CRITERION_QUESTIONS[criterion.field]}</p>
            {isMaitrise && (
              <p className="mt-1 text-sm text-slate-700">
                Sa note se lit à l'envers : plus elle est élevée, mieux le risque est maîtrisé.
              </p>
            )}
            <div className="mt-2 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-slate-700">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Note
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Niveau
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Signification
                    </th>
                    {isMaitrise && (
                      <th scope="col" className="py-2 font-semibold whitespace-nowrap">
                        Facteur
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {criterion.levels.map((level) => (
                    <tr key={level.value} className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-3 font-semibold">
                        {displayedLevel(criterion.field, level.value)}
                      </td>
                      <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                        {level.label}
                      </th>
                      <td className="py-2 pr-3 text-slate-700">
                        {LEVEL_HINTS[criterion.field][level.value]}
                      </td>
                      {isMaitrise && (
                        <td className="py-2 whitespace-nowrap">
                          {factor(MAITRISE_FACTORS[level.value])}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
