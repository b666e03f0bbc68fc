import { useEffect, useRef } from 'react';
import type { EtatDeMesure } from '@duerp/domain/duerp';
import type { QuestionPlan } from './model-plan';

const ANSWERS: readonly { etat: EtatDeMesure; label: string }[] = [
  { etat: 'en-place', label: 'Oui' },
  { etat: 'pas-en-place', label: 'Non' },
  { etat: 'non-concerne', label: 'Non concerné' },
];

/**
 * The OiRA-style questions of the sector start, one at a time: « <measure> : est-ce en place ? »
 * for each proposed measure of each risk, unit by unit. Focus stays on the answers (the next
 * question is read out from a live region), so a keyboard goes through them with Tab and Enter.
 */
export function ModelQuestions({
  plan,
  answering,
  focusOnMount,
  onAnswer,
}: {
  plan: QuestionPlan;
  answering: boolean;
  /** Just started from the model: the picker, which had the focus, is gone. */
  focusOnMount: boolean;
  onAnswer: (etat: EtatDeMesure) => void;
}) {
  const { next, answered, total } = plan;
  const title = useRef<HTMLHeadingElement>(null);
  const done = next === null;
  const wasDone = useRef(done);
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);
  // The last answer removes the buttons that had the focus.
  useEffect(() => {
    if (done && !wasDone.current) title.current?.focus();
    wasDone.current = done;
  }, [done]);
  return (
    <section
      aria-labelledby="model-questions-title"
      className="mb-8 rounded-xl border border-blue-200 bg-blue-50 p-4 sm:p-6"
    >
      <h3
        id="model-questions-title"
        ref={title}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        Les mesures de prévention déjà en place
      </h3>
      {next ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Chaque réponse est enregistrée aussitôt : vous pouvez vous arrêter et reprendre plus
            tard. Rien n'est coté pour vous : l'évaluation des risques reste à l'étape 5.
          </p>
          <div
            role="progressbar"
            aria-label="Questions répondues"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={answered}
            className="mt-4 h-2 overflow-hidden rounded-full bg-white"
          >
            <div
              className="h-full bg-blue-700"
              style={{ width: `${Math.round((answered / Math.max(total, 1)) * 100)}%` }}
            />
          </div>
          <div aria-live="polite" className="mt-4">
            <p className="text-sm text-slate-700">
              Question {answered + 1} sur {total} · Unité {next.uniteNumber} sur {next.uniteCount} :{' '}
              <strong className="text-slate-900">{next.unite.displayName}</strong>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Risque : <span className="text-slate-900">{next.risque.displayName}</span>
            </p>
            <p id="model-question" className="mt-3 text-base font-semibold text-slate-900">
              {next.mesure.texte} : est-ce en place ?
            </p>
          </div>
          <div
            role="group"
            aria-labelledby="model-question"
            className="mt-4 grid grid-cols-3 gap-2 sm:max-w-lg"
          >
            {ANSWERS.map(({ etat, label }) => (
              <button
                key={etat}
                type="button"
                aria-disabled={answering || undefined}
                onClick={() => !answering && onAnswer(etat)}
                className="min-h-12 rounded-lg border-2 border-blue-700 bg-white px-2 py-2 text-sm font-semibold text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-disabled:cursor-wait"
              >
                {label}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p role="status" className="mt-1 text-sm text-slate-800">
          Les {total} mesures proposées ont une réponse. Les mesures absentes vous seront proposées
          comme actions au PAPRIPACT ; évaluez d'abord les risques à l'étape 5.
        </p>
      )}
    </section>
  );
}
