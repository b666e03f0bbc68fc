import {
  COLLECTIVE_FIRST_NOTICE,
  mesuresAProposer,
  needsCollectiveProtection,
  type MesureChoisie,
  type Risque,
  type UniteDeTravail,
} from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { levelText } from '@/features/duerp';
import { EditableArea } from '../../components/editable-area';

/** The measure to turn into an action, with the risk it belongs to. */
export interface ProposedAction {
  idRisqueAssocie: string;
  descriptionDeLaMesure: string;
}

interface RiskProposals {
  risque: Risque;
  mesures: MesureChoisie[];
  collectiveFirst: boolean;
}

function proposalsOf(unite: UniteDeTravail): RiskProposals[] {
  const actions = unite.papripactActionsPreventives;
  return unite.risques
    .map((risque) => ({
      risque,
      mesures: mesuresAProposer(risque, actions),
      collectiveFirst: needsCollectiveProtection(risque, actions),
    }))
    .filter((p) => p.mesures.length > 0 || p.collectiveFirst);
}

/**
 * Issue 41, step 6: for each high risk of the unit (« Important », « Critique »), its proposed
 * measures answered « Pas en place » and not yet planned, each one click from a prefilled action;
 * and the L4121-2 8° notice for a high risk met only by individual protection.
 */
export function MeasureProposals({
  unite,
  onPlan,
}: {
  unite: UniteDeTravail;
  onPlan: (proposal: ProposedAction) => void;
}) {
  const proposals = proposalsOf(unite);
  if (proposals.length === 0) return null;
  return (
    <section
      aria-labelledby={`proposals-${unite.idUniteDeTravail}`}
      className="mb-4 space-y-3 rounded-lg border border-blue-200 bg-blue-50/50 p-3 sm:p-4"
    >
      <h4
        id={`proposals-${unite.idUniteDeTravail}`}
        className="text-base font-semibold text-slate-900"
      >
        Mesures proposées pour les risques importants et critiques
      </h4>
      <p className="text-sm text-slate-700">
        Les mesures que vous avez indiquées « Pas en place » à l'étape 5. Planifiez-les en un clic :
        il vous restera à choisir le responsable, l'échéance et le budget.
      </p>
      <ul className="space-y-3">
        {proposals.map(({ risque, mesures, collectiveFirst }) => (
          <li key={risque.idRisque} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="font-medium break-words text-slate-900">
              {risque.displayName}{' '}
              <span className="text-sm font-normal text-slate-600">— {levelText(risque)}</span>
            </p>
            {collectiveFirst && (
              <div className="mt-2">
                <Alert tone="warning">{COLLECTIVE_FIRST_NOTICE}</Alert>
              </div>
            )}
            {mesures.length > 0 && (
              <ul
                aria-label={`Mesures à planifier : ${risque.displayName}`}
                className="mt-2 space-y-2"
              >
                {mesures.map((mesure) => (
                  <li
                    key={mesure.idMesure}
                    className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="text-sm break-words text-slate-800">{mesure.texte}</span>
                    <EditableArea>
                      <Button
                        variant="secondary"
                        className="shrink-0"
                        aria-label={`Planifier cette mesure : « ${mesure.texte} »`}
                        onClick={() =>
                          onPlan({
                            idRisqueAssocie: risque.idRisque,
                            descriptionDeLaMesure: mesure.texte,
                          })
                        }
                      >
                        Planifier cette mesure
                      </Button>
                    </EditableArea>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
