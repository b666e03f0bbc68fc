import {
  BANDS_PRESENTATION,
  CRITERIA_PRESENTATION,
  MAITRISE_FACTOR_TEXT,
  NOT_EVALUATED_LABEL,
  RISK_FORMULA_LABEL,
  riskExampleText,
} from '@duerp/domain/risk';
import { BandSwatch } from '@/components/risk/band-swatch';
import { MaitriseFactorTable } from '@/components/risk/grid-formula-tab';

const TABLE =
  'mt-3 w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left';

/** The scales, formula and bands, rendered from the domain's presentation of them. */
export function EvaluationMethod() {
  return (
    <>
      <p>Chaque risque est coté de 1 à 4 selon trois critères&nbsp;:</p>
      <ul>
        {CRITERIA_PRESENTATION.map((criterion) => (
          <li key={criterion.field}>
            <strong>{criterion.label}</strong>&nbsp;: {criterion.help}.
            {criterion.note && <> {criterion.note}</>}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {CRITERIA_PRESENTATION.map((criterion) => (
          <table key={criterion.field} className={`${TABLE} mt-0! rounded-xl bg-white`}>
            <caption className="pb-1 text-left font-semibold text-slate-900">
              {criterion.label}
            </caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col">Note</th>
                <th scope="col">Libellé</th>
              </tr>
            </thead>
            <tbody>
              {criterion.levels.map((level) => (
                <tr key={level.value}>
                  <td>{level.shown}</td>
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
        <MaitriseFactorTable className="mt-3 text-sm" />
      </div>
      <p>{MAITRISE_FACTOR_TEXT}</p>
      <p>{riskExampleText()}</p>

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
            {BANDS_PRESENTATION.map((band) => (
              <tr key={band.status}>
                <td>
                  <span className="inline-flex items-center gap-2 font-medium">
                    <BandSwatch status={band.status} />
                    {band.shortDisplayName}
                  </span>
                </td>
                <td>{band.range}</td>
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
