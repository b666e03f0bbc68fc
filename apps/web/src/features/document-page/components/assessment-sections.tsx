import {
  ASSESSMENT_MESSAGES,
  effectifMismatchMessage,
  expositionsDifferenciees,
  PENIBILITE_TEXTS,
  type DuerpData,
} from '@duerp/domain/duerp';
import {
  checkEffectifs,
  formatProportion,
  hasPenibiliteData,
  penibiliteAnnex,
  proportionBasisText,
} from '@duerp/domain/penibilite';
import { formatNumber } from '@duerp/domain/text';
import { Alert } from '@/components/ui/alert';
import type { HeadingLevel } from './heading';
import { ViewSection } from './view-section';

const TABLE_REGION = 'mt-3 overflow-x-auto';
const TH = 'px-3 py-2 font-medium';
const asCount = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : formatNumber(value);

interface Props {
  data: DuerpData;
  duerpId: string;
  level: HeadingLevel;
}

/** Issue 16 on the document page; each part appears only once the document has its data. */
export function AssessmentSections(props: Props) {
  return (
    <>
      <HeadcountSection {...props} />
      <DifferentiatedSection {...props} />
      <PenibiliteAnnexSection {...props} />
    </>
  );
}

function HeadcountSection({ data, duerpId, level }: Props) {
  const check = checkEffectifs(data);
  const company = data.entreprise?.nombreEmployes ?? null;
  if (!check.hasAny) return null;
  return (
    <ViewSection
      title="Effectifs par unité de travail"
      level={level}
      duerpId={duerpId}
      editStep={3}
    >
      <div className={TABLE_REGION} tabIndex={0} role="region" aria-label="Effectifs par unité">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Effectifs par unité de travail</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className={`${TH} pl-0`}>
                Unité de travail
              </th>
              <th scope="col" className={TH}>
                Effectif
              </th>
              <th scope="col" className={TH}>
                dont femmes
              </th>
            </tr>
          </thead>
          <tbody>
            {data.unitesDeTravail.map((u) => (
              <tr key={u.idUniteDeTravail} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium break-words text-slate-900">
                  {u.displayName}
                </th>
                <td className="px-3 py-2 text-slate-700">{asCount(u.effectif)}</td>
                <td className="px-3 py-2 text-slate-700">{asCount(u.effectifFemmes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {check.mismatch && company !== null && (
        <div className="mt-3">
          <Alert tone="warning">{effectifMismatchMessage(check.total, company)}</Alert>
        </div>
      )}
    </ViewSection>
  );
}

function DifferentiatedSection({ data, duerpId, level }: Props) {
  const flagged = expositionsDifferenciees(data);
  if (flagged.length === 0) return null;
  return (
    <ViewSection
      title="Exposition différenciée femmes / hommes"
      level={level}
      duerpId={duerpId}
      editStep={5}
    >
      <p className="mt-2 text-sm text-slate-700">
        {ASSESSMENT_MESSAGES.expositionDifferencieeHelp}
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {flagged.map(({ unite, risque }) => (
          <li key={`${unite.idUniteDeTravail}/${risque.idRisque}`} className="break-words">
            <span className="font-medium text-slate-900">{risque.displayName}</span>
            <span className="text-slate-600"> — {unite.displayName}</span>
            {risque.expositionDifferencieeNote?.trim() && (
              <span className="block text-slate-700">{risque.expositionDifferencieeNote}</span>
            )}
          </li>
        ))}
      </ul>
    </ViewSection>
  );
}

function PenibiliteAnnexSection({ data, duerpId, level }: Props) {
  if (!hasPenibiliteData(data)) return null;
  const rows = penibiliteAnnex(data);
  return (
    <ViewSection title={PENIBILITE_TEXTS.annexTitle} level={level} duerpId={duerpId} editStep={5}>
      <p className="mt-2 text-sm text-slate-700">{proportionBasisText(data.entreprise)}</p>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          Facteurs de risques professionnels : {PENIBILITE_TEXTS.none}.
        </p>
      ) : (
        <div
          className={TABLE_REGION}
          tabIndex={0}
          role="region"
          aria-label="Facteurs de pénibilité"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{PENIBILITE_TEXTS.annexTitle}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={`${TH} pl-0`}>
                  Facteur
                </th>
                <th scope="col" className={TH}>
                  Unités concernées
                </th>
                <th scope="col" className={TH}>
                  Travailleurs exposés
                </th>
                <th scope="col" className={TH}>
                  Proportion de l'effectif
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.facteur.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {row.facteur.displayName}
                  </th>
                  <td className="px-3 py-2 break-words text-slate-700">
                    {row.unites.map((u) => (
                      <span key={u.displayName} className="block">
                        {u.displayName} : {u.nombreExposes}
                        {u.situations.trim() ? ` (${u.situations.trim()})` : ''}
                      </span>
                    ))}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{row.nombreExposes}</td>
                  <td className="px-3 py-2 text-slate-700">{formatProportion(row.proportion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ViewSection>
  );
}
