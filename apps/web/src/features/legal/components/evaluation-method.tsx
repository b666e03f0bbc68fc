import {
  computeRiskScore,
  EVAL_CRITERIA,
  formatRiskValue,
  MAITRISE_FACTORS,
  NOT_EVALUATED_LABEL,
  RISK_BANDS,
  RISK_FORMULA_LABEL,
  type RiskBandStatus,
} from '@duerp/domain';

const BAND_SWATCH: Record<RiskBandStatus, string> = {
  GREEN: 'bg-green-600',
  YELLOW: 'bg-yellow-400',
  ORANGE: 'bg-orange-500',
  RED: 'bg-red-700',
};

const CRITERION_HELP: Record<string, string> = {
  evalGravite: 'la gravité des conséquences possibles pour la santé des personnes exposées ;',
  evalFrequence: 'la fréquence à laquelle les personnes sont exposées au danger ;',
  evalMaitrise: 'le niveau de maîtrise du risque par les mesures de prévention déjà en place.',
};

const number = (value: number) => value.toLocaleString('fr-FR');

function bandRange(min: number, max: number | null): string {
  if (min === 0 && max !== null) return `inférieur à ${number(max)}`;
  if (max === null) return `${number(min)} ou plus`;
  return `de ${number(min)} à moins de ${number(max)}`;
}

const TABLE =
  'mt-3 w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left';

/** The scales, formula and bands, rendered from the domain constants the score is computed with. */
export function EvaluationMethod() {
  const example = computeRiskScore(3, 2, 3);
  return (
    <>
      <p>Chaque risque est coté de 1 à 4 selon trois critères&nbsp;:</p>
      <ul>
        {EVAL_CRITERIA.map((criterion) => (
          <li key={criterion.field}>
            <strong>{criterion.label}</strong>&nbsp;: {CRITERION_HELP[criterion.field]}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {EVAL_CRITERIA.map((criterion) => (
          <table key={criterion.field} className={`${TABLE} mt-0! rounded-xl bg-white`}>
            <caption className="pb-1 text-left font-semibold text-slate-900">
              {criterion.label}
            </caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col">Niveau</th>
                <th scope="col">Libellé</th>
              </tr>
            </thead>
            <tbody>
              {criterion.levels.map((level) => (
                <tr key={level.value}>
                  <td>{level.value}</td>
                  <td>{level.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>

      <h3>La formule</h3>
      <p className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 font-semibold text-blue-950">
        {RISK_FORMULA_LABEL}
      </p>
      <p>Le facteur de maîtrise traduit l'efficacité des mesures existantes&nbsp;:</p>
      <div className="overflow-x-auto">
        <table className={TABLE}>
          <caption className="sr-only">Facteur de maîtrise selon le niveau de maîtrise</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col">Maîtrise</th>
              <th scope="col">Facteur</th>
            </tr>
          </thead>
          <tbody>
            {EVAL_CRITERIA[2]?.levels.map((level) => (
              <tr key={level.value}>
                <td>
                  {level.value} – {level.label}
                </td>
                <td>× {number(MAITRISE_FACTORS[level.value])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {example && (
        <p>
          <strong>Exemple&nbsp;:</strong> un risque de gravité 3 (Grave), de fréquence 2 (Rare) et
          de maîtrise 3 (Faible) vaut 2 × 3 × {number(MAITRISE_FACTORS[3])} ={' '}
          <strong>{formatRiskValue(example.value)}</strong>, soit un niveau{' '}
          <strong>{example.shortDisplayName}</strong>.
        </p>
      )}

      <h3>Les niveaux de risque</h3>
      <p>
        La valeur obtenue, affichée avec une décimale, place le risque dans l'un des quatre niveaux
        suivants. Tant qu'un critère manque, le risque est «&nbsp;{NOT_EVALUATED_LABEL} ».
      </p>
      <div className="overflow-x-auto">
        <table className={TABLE}>
          <caption className="sr-only">Niveaux de risque selon la valeur calculée</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col">Niveau</th>
              <th scope="col">Valeur du risque</th>
            </tr>
          </thead>
          <tbody>
            {RISK_BANDS.map((band) => (
              <tr key={band.status}>
                <td>
                  <span className="inline-flex items-center gap-2 font-medium">
                    <span
                      aria-hidden="true"
                      className={`h-3 w-3 rounded-full ${BAND_SWATCH[band.status]}`}
                    />
                    {band.shortDisplayName}
                  </span>
                </td>
                <td>{bandRange(band.min, band.max)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Le niveau de risque global du document est la moyenne des risques évalués. Traitez en
        priorité les risques critiques et importants&nbsp;: ce sont eux que votre plan d'actions
        doit viser d'abord.
      </p>
    </>
  );
}
