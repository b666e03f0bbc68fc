import { CRITERIA_PRESENTATION, formatFactor } from '@duerp/domain/risk';

/** The three evaluation scales, each level by its shown number, with its label and meaning. */
export function GridCriteriaTab() {
  return (
    <div className="space-y-6">
      {CRITERIA_PRESENTATION.map((criterion) => {
        const hasFactor = criterion.levels.some((l) => l.factor !== null);
        return (
          <section key={criterion.field} aria-labelledby={`grid-${criterion.field}`}>
            <h3 id={`grid-${criterion.field}`} className="text-base font-semibold text-slate-900">
              {criterion.label}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{criterion.question}</p>
            {criterion.note && <p className="mt-1 text-sm text-slate-700">{criterion.note}</p>}
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
                    {hasFactor && (
                      <th scope="col" className="py-2 font-semibold whitespace-nowrap">
                        Facteur
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {criterion.levels.map((level) => (
                    <tr key={level.value} className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-3 font-semibold">{level.shown}</td>
                      <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                        {level.label}
                      </th>
                      <td className="py-2 pr-3 text-slate-700">{level.hint}</td>
                      {hasFactor && (
                        <td className="py-2 whitespace-nowrap">
                          {level.factor !== null && formatFactor(level.factor)}
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
