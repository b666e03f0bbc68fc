import {
  dialogueSocialWarning,
  EMPTY_RISQUES_PSYCHOSOCIAUX,
  RPS_METHOD_SOURCE,
  type DialogueSocial,
} from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EditableArea } from '../../components/editable-area';
import { RpsUnitView } from './rps-unit-view';
import { RpsUnits } from './rps-units';
import { useRpsLocation } from './use-rps-location';
import { useRpsSave } from './use-rps-save';

const DIALOGUE_CHOICES = [
  { value: 'bon', label: 'Bon ou correct' },
  { value: 'degrade', label: 'Dégradé' },
] as const;

/**
 * Step 5, « Risques psychosociaux »: the precondition on social dialogue, the RPS units, then the
 * open unit's preparation, session and synthesis.
 */
export function RpsPart({ duerp }: { duerp: DuerpDocument }) {
  const rps = duerp.data.risquesPsychosociaux ?? EMPTY_RISQUES_PSYCHOSOCIAUX;
  const location = useRpsLocation();
  const { save } = useRpsSave(duerp, 'updateDialogueSocialRps');
  const warning = dialogueSocialWarning(rps);
  const open = rps.unitesRps.find((u) => u.idUniteRps === location.uniteId) ?? null;

  if (open) return <RpsUnitView duerp={duerp} unite={open} location={location} />;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Les facteurs de risques psychosociaux s'évaluent en groupe, par unité de travail RPS : des
        salariés volontaires exposés aux mêmes situations répondent ensemble, avec un binôme
        d'animateurs, à 26 questions réparties en 7 familles. Aucune réponse individuelle n'est
        conservée. <span className="text-slate-600">{RPS_METHOD_SOURCE}.</span>
      </p>
      <EditableArea>
        <ChoiceGroup
          legend="Le dialogue social dans l'entreprise est…"
          choices={DIALOGUE_CHOICES}
          value={rps.dialogueSocial}
          onChange={(value: DialogueSocial) =>
            void save({ dialogueSocial: value }).catch(() => undefined)
          }
        />
      </EditableArea>
      <div aria-live="polite" className="empty:hidden">
        {warning && <Alert tone="warning">{warning}</Alert>}
      </div>
      <RpsUnits duerp={duerp} unites={rps.unitesRps} onOpen={location.open} />
    </div>
  );
}
