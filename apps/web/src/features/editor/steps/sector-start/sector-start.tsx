import { useState } from 'react';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { useModele } from '../../api/get-modele';
import { ModelQuestions } from './model-questions';
import { ModelUnitPicker } from './model-unit-picker';
import { questionPlan } from './model-plan';
import { useSectorStart } from './use-sector-start';

/**
 * Step 3's sector start (issue 41): for a recognised sector and a document without units, the
 * model's units to pick; then, while some are unanswered, the questions on their measures. The
 * state is the stored document's, so a reload resumes at the first unanswered question.
 */
export function SectorStart({ duerp }: { duerp: DuerpDocument }) {
  const secteur = duerp.data.entreprise?.secteurDActivite ?? '';
  const query = useModele(duerp.id, secteur);
  const { start, answer, starting, answering } = useSectorStart(duerp);
  // Shown once the last question is answered here, not on every later visit of the step.
  const [answeredHere, setAnsweredHere] = useState(false);
  const [startedHere, setStartedHere] = useState(false);
  const modele = query.data?.modele;
  if (!modele) return null;

  if (duerp.data.unitesDeTravail.length === 0 || starting) {
    return (
      <ModelUnitPicker
        modele={modele}
        starting={starting}
        onStart={(chosen) => {
          setStartedHere(true);
          void start(chosen);
        }}
      />
    );
  }
  const plan = questionPlan(duerp, modele);
  if (!plan.next && !answeredHere) return null;
  return (
    <ModelQuestions
      plan={plan}
      answering={answering}
      focusOnMount={startedHere}
      onAnswer={(etat) => {
        if (!plan.next) return;
        setAnsweredHere(true);
        void answer(plan.next, etat);
      }}
    />
  );
}
