import {
  computeRiskScore,
  criterionPresentation,
  formatFactor,
  formatRiskValue,
  MAITRISE_FACTOR_TEXT,
  RISK_FORMULA_LABEL,
  riskExampleText,
} from '@duerp/domain/risk';

/** Value = fréquence × gravité × facteur de maîtrise, shown with one decimal. */
export function GridFormulaTab() {
  const lowest = computeRiskScore(1, 1, 1);
  const highest = computeRiskScore(4, 4, 4);
  return (
    <div className="space-y-4 text-sm text-slate-800">
      <p className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-base font-semibold text-blue-950">
        {RISK_FORMULA_LABEL}
      </p>
      <p>
        La fréquence et la gravité sont notées de 1 à 4. Le facteur de maîtrise traduit l'efficacité
        des mesures de prévention déjà en place :
      </p>
      <MaitriseFactorTable />
      <p>
        {MAITRISE_FACTOR_TEXT} La valeur obtenue, affichée avec une décimale, va de{' '}
        {lowest && formatRiskValue(lowest.value)} à {highest && formatRiskValue(highest.value)}.
      </p>
      <p className="italic text-slate-700">{riskExampleText()}</p>
    </div>
  );
}

/** The maîtrise levels by shown number, with their control factor. */
export function MaitriseFactorTable({ className = '' }: { className?: string }) {
  return (
    <table className={`border-collapse text-left ${className}`}>
      <caption className="sr-only">Facteur de maîtrise selon le niveau de maîtrise</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          <th scope="col" className="py-2 pr-6 font-semibold">
            Maîtrise
          </th>
          <th scope="col" className="py-2 font-semibold">
            Facteur
          </th>
        </tr>
      </thead>
      <tbody>
        {criterionPresentation('evalMaitrise').levels.map((level) => (
          <tr key={level.value} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-6 font-medium">
              {level.shown} – {level.label}
            </th>
            <td className="py-2">{level.factor !== null && formatFactor(level.factor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
