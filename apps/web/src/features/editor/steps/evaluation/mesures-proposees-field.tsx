import {
  ETAT_DE_MESURE_LABELS,
  ETATS_DE_MESURE,
  NATURE_DE_MESURE_LABELS,
  type EtatDeMesure,
  type MesureAChoisir,
} from '@duerp/domain/duerp';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { CatalogueStatus } from './use-catalogue-mesures';

const CHOICES = ETATS_DE_MESURE.map((value) => ({ value, label: ETAT_DE_MESURE_LABELS[value] }));

export interface MesuresProposeesFieldProps {
  mesures: readonly MesureAChoisir[];
  status: CatalogueStatus;
  onChange: (mesures: MesureAChoisir[]) => void;
}

/**
 * Issue 41: the measures the catalogue proposes for the risk, each asked « En place / Pas en
 * place / Non concerné » (a radio group per measure, arrows move within it). Nothing shows for a
 * risk the catalogue proposes nothing for, so that such a risk opens as before.
 */
export function MesuresProposeesField({ mesures, status, onChange }: MesuresProposeesFieldProps) {
  if (mesures.length === 0) {
    if (status === 'pending')
      return <p className="text-sm text-slate-600">Chargement des mesures proposées…</p>;
    if (status === 'error')
      return (
        <p className="text-sm text-slate-600">
          Les mesures proposées n'ont pas pu être chargées : décrivez les mesures en place
          ci-dessus.
        </p>
      );
    return null;
  }
  const answered = mesures.filter((m) => m.etat !== null).length;
  const set = (idMesure: string, etat: EtatDeMesure) =>
    onChange(mesures.map((m) => (m.idMesure === idMesure ? { ...m, etat } : m)));
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Mesures proposées pour ce risque
      </legend>
      <p className="text-xs text-slate-600">
        Pour chaque mesure, indiquez si elle est en place ({answered} sur {mesures.length}{' '}
        renseignées). Celles « Pas en place » d'un risque important ou critique vous seront
        proposées comme actions à l'étape 6.
      </p>
      <ul className="space-y-4">
        {mesures.map((mesure) => (
          <li key={mesure.idMesure}>
            <ChoiceGroup
              legend={
                <>
                  <span className="block text-slate-900">{mesure.texte}</span>
                  <span className="block text-xs font-normal text-slate-600">
                    {NATURE_DE_MESURE_LABELS[mesure.nature]}
                    {mesure.article ? ` · article ${mesure.article}` : ''}
                  </span>
                </>
              }
              choices={CHOICES}
              value={mesure.etat}
              onChange={(etat) => set(mesure.idMesure, etat)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
