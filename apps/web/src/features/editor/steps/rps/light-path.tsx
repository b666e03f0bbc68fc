import {
  dialogueSocialWarning,
  FAMILLES_RPS,
  QUESTIONS_SIMPLIFIEES_RPS,
  type UniteRps,
} from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { EditableArea } from '../../components/editable-area';
import { AnswerGroup } from './answer-group';
import { FREQUENCE_CHOICES } from './rps-levels';
import { useRpsSave } from './use-rps-save';

/** The light path (fewer than 50 employees): a manager answers two questions per family. */
export function LightPath({ duerp, unite }: { duerp: DuerpDocument; unite: UniteRps }) {
  const { save } = useRpsSave(duerp, 'updateReponseSimplifieeRps');
  const warning = dialogueSocialWarning(duerp.data.risquesPsychosociaux);
  const answerOf = (id: string) =>
    unite.reponsesSimplifiees.find((r) => r.idQuestion === id)?.reponse ?? null;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        À remplir par une personne de la direction, quand le dialogue social est bon. Chaque réponse
        est enregistrée aussitôt ; la synthèse donne un niveau par famille.
      </p>
      {warning && <Alert tone="warning">{warning}</Alert>}
      <EditableArea className="space-y-6">
        {FAMILLES_RPS.map((famille) => (
          <section key={famille.id} aria-labelledby={`light-${famille.id}`}>
            <h4 id={`light-${famille.id}`} className="font-semibold text-slate-900">
              {famille.label}
            </h4>
            <div className="mt-2 space-y-4">
              {QUESTIONS_SIMPLIFIEES_RPS.filter((q) => q.famille === famille.id).map((q) => (
                <div key={q.id}>
                  <p className="mb-2 text-base text-slate-900">{q.question}</p>
                  <AnswerGroup
                    legend={q.question}
                    choices={FREQUENCE_CHOICES}
                    value={answerOf(q.id)}
                    onChange={(reponse) =>
                      void save({
                        idUniteRps: unite.idUniteRps,
                        idQuestion: q.id,
                        reponse,
                      }).catch(() => undefined)
                    }
                  />
                </div>
              ))}
            </div>
          </section>
        ))}
      </EditableArea>
    </div>
  );
}
