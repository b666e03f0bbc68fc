import {
  computeRiskScore,
  formatRiskValue,
  MAITRISE_FACTORS,
  MAITRISE_SCALE,
  RISK_FORMULA_LABEL,
} from '@duerp/domain';

const number = (value: number) => value.toLocaleString('fr-FR');

/** SPEC §9: value = fréquence × gravité × facteur de maîtrise, shown with one decimal. */
export function GridFormulaTab() {
  const example = computeRiskScore(3, 3, 3);
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
      <table className="border-collapse text-left">
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
          {MAITRISE_SCALE.map((level) => (
            <tr key={level.value} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-6 font-medium">
                {level.label}
              </th>
              <td className="py-2">× {number(MAITRISE_FACTORS[level.value])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Une maîtrise forte divise donc le risque par quatre, une maîtrise absente le majore d'un
        quart. La valeur obtenue, affichée avec une décimale, va de{' '}
        {lowest && formatRiskValue(lowest.value)} à {highest && formatRiskValue(highest.value)}.
      </p>
      {example && (
        <p className="italic text-slate-700">
          Exemple : gravité 3 (Grave), fréquence 3 (Fréquent) et maîtrise faible donnent 3 × 3 ×{' '}
          {number(MAITRISE_FACTORS[3])} = {formatRiskValue(example.value)}, soit un risque «{' '}
          {example.shortDisplayName} ».
        </p>
      )}
    </div>
  );
}
