import { formatNumber } from '@duerp/domain/text';
import { formatSiret } from '@duerp/domain/format';
import type { Entreprise } from '@duerp/domain/duerp';
import type { HeadingLevel } from './heading';
import { ViewSection } from './view-section';

/** Company info card, with an edit link to edit?step=2. */
export function CompanyCard({
  entreprise,
  duerpId,
  level,
}: {
  entreprise: Entreprise | null;
  duerpId: string | null;
  level: HeadingLevel;
}) {
  return (
    <ViewSection title="Informations de l'entreprise" level={level} duerpId={duerpId} editStep={2}>
      {entreprise ? (
        <CompanyDetails entreprise={entreprise} />
      ) : (
        <p className="text-sm text-slate-700">
          Les informations de l'entreprise n'ont pas encore été renseignées.
        </p>
      )}
    </ViewSection>
  );
}

function CompanyDetails({ entreprise }: { entreprise: Entreprise }) {
  const rows: [string, string][] = [
    ['Raison sociale', entreprise.nom],
    ...(entreprise.isEtablissement
      ? ([['Établissement', entreprise.nomDeLEtablissement]] as [string, string][])
      : []),
    ['N° SIRET', formatSiret(entreprise.siret)],
    ['Adresse', entreprise.adresse],
    [
      "Secteur d'activité",
      `${entreprise.secteurDActivite} (secteur ${entreprise.isSecteurPublic ? 'public' : 'privé'})`,
    ],
    ['Représentant légal', entreprise.nomDuRepresentantLegal],
    [
      entreprise.isSecteurPublic ? "Nombre d'agents" : "Nombre d'employés",
      entreprise.nombreEmployes === null ? '' : formatNumber(entreprise.nombreEmployes),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value.trim() || 'Non renseigné'}</dd>
        </div>
      ))}
    </dl>
  );
}
