import { useRef, useState, type RefObject } from 'react';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { FacteurRps, FrequenceRps, UniteRps } from '@duerp/domain/rps';
import { Checkbox } from '@/components/ui/checkbox';
import { TextAreaField } from '@/components/ui/form-fields';
import { AnswerGroup } from './answer-group';
import { FREQUENCE_CHOICES } from './rps-levels';
import { useRpsSave } from './use-rps-save';

interface Patch {
  reponse?: FrequenceRps | null;
  situationsConcretes?: string;
  imprimerSituations?: boolean;
}

/** One factor of the grid: the question, the group's answer, its « Situations concrètes ». */
export function FactorCard({
  duerp,
  unite,
  facteur,
  familyLabel,
  headingRef,
}: {
  duerp: DuerpDocument;
  unite: UniteRps;
  facteur: FacteurRps;
  familyLabel: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const stored = unite.reponses.find((r) => r.idFacteur === facteur.id);
  const [situations, setSituations] = useState(stored?.situationsConcretes ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  // What was just chosen shows at once, until the document (or a refusal) answers.
  const [chosen, setChosen] = useState<Patch>({});
  const reponse = chosen.reponse !== undefined ? chosen.reponse : (stored?.reponse ?? null);
  const imprimer = chosen.imprimerSituations ?? stored?.imprimerSituations ?? false;
  const { save } = useRpsSave(duerp, 'updateReponseRps');
  const latest = useRef(0);
  const send = (patch: Patch) => {
    setChosen((all) => ({ ...all, ...patch }));
    const sent = (latest.current += 1);
    // Only the last write's answer is the document with every choice in it.
    const settle = (message: string | null) => {
      setSaved(message);
      if (sent === latest.current) setChosen({});
    };
    return save({
      idUniteRps: unite.idUniteRps,
      idFacteur: facteur.id,
      reponse,
      situationsConcretes: situations,
      imprimerSituations: imprimer,
      ...patch,
    }).then(
      () => settle('Enregistré'),
      () => settle(null),
    );
  };

  return (
    <article className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
      <p className="text-sm font-medium text-blue-800">{familyLabel}</p>
      <h4
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 text-xl font-bold text-slate-900 focus:outline-none"
      >
        {facteur.label}
      </h4>
      <p className="mt-3 text-lg text-slate-900">{facteur.question}</p>
      <p className="mt-2 text-sm text-slate-700">{facteur.explication}</p>
      <div className="mt-4">
        <AnswerGroup
          legend={`Réponse du groupe : ${facteur.label}`}
          choices={FREQUENCE_CHOICES}
          value={reponse}
          onChange={(reponse) => void send({ reponse })}
        />
      </div>
      <div className="mt-5">
        <TextAreaField
          label="Situations concrètes"
          hint="Des exemples que le groupe donne, sans nom ni détail qui permette de reconnaître quelqu'un."
          rows={4}
          maxLength={5000}
          value={situations}
          onChange={(e) => setSituations(e.target.value)}
          onBlur={() => {
            if (situations !== (stored?.situationsConcretes ?? ''))
              void send({ situationsConcretes: situations });
          }}
        />
        <Checkbox
          className="mt-3"
          label="Le groupe accepte que ces situations figurent dans le document"
          checked={imprimer}
          onChange={(e) => void send({ imprimerSituations: e.target.checked })}
        />
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-green-800">
        {saved}
      </p>
    </article>
  );
}
