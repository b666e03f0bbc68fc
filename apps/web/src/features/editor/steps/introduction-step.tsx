import { useState } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';
import { StepActions } from '../components/step-actions';
import { StepSection } from '../components/step-section';

export type IntroductionMode = 'create' | 'resume' | 'modify';

const HEADINGS: Record<IntroductionMode, string> = {
  create: 'Bienvenue ! Créons ensemble votre DUERP',
  resume: 'Reprenons la création de votre DUERP',
  modify: 'Mettons à jour votre DUERP',
};

const START_LABELS: Record<IntroductionMode, string> = {
  create: 'Commencer',
  resume: 'Reprendre la création',
  modify: 'Commencer les modifications',
};

export interface IntroductionStepProps {
  mode: IntroductionMode;
  /** False for a VIP account or document, or when full access exists. */
  requireFreeAcknowledgment: boolean;
  quitTo: string;
  starting?: boolean;
  onStart: () => void;
}

/** Step 1: what the editor does, three acknowledgments, and the start button. */
export function IntroductionStep({
  mode,
  requireFreeAcknowledgment,
  quitTo,
  starting,
  onStart,
}: IntroductionStepProps) {
  const [responsibility, setResponsibility] = useState(false);
  const [freeVersion, setFreeVersion] = useState(false);
  const [terms, setTerms] = useState(false);
  // A Lecteur only looks through the steps: nothing to acknowledge, Next only moves on.
  const { write } = useDuerpPermissions();
  const canStart =
    !write || (responsibility && (freeVersion || !requireFreeAcknowledgment) && terms);
  return (
    <StepSection step={1} heading={HEADINGS[mode]}>
      <div className="space-y-3 text-slate-800">
        <p>
          Le Document Unique d'Évaluation des Risques Professionnels recense les risques auxquels
          vos salariés sont exposés et les actions de prévention que vous mettez en place. Nous vous
          guidons étape par étape :
        </p>
        <ol className="list-inside list-decimal space-y-1 pl-1 text-sm">
          <li>les informations de votre entreprise ;</li>
          <li>vos unités de travail (services, ateliers, postes…) ;</li>
          <li>les risques de chaque unité, puis leur évaluation ;</li>
          <li>votre programme de prévention (PAPRIPACT) et la génération du document.</li>
        </ol>
        <p className="text-sm">
          Vos saisies sont enregistrées au fur et à mesure : vous pouvez reprendre à tout moment.
        </p>
      </div>
      <fieldset disabled={!write} className="mt-6 space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Avant de commencer</legend>
        <Checkbox
          checked={responsibility}
          onChange={(e) => setResponsibility(e.target.checked)}
          label="Je reconnais qu'en tant qu'employeur, je reste responsable de l'évaluation des risques professionnels de mon entreprise et du contenu de mon DUERP."
        />
        <Checkbox
          checked={freeVersion}
          onChange={(e) => setFreeVersion(e.target.checked)}
          label={
            <>
              J'ai compris qu'avec la version gratuite, je peux créer un DUERP complet mais ne
              télécharger qu'un PDF de démonstration.
              {!requireFreeAcknowledgment && <span className="text-slate-600"> (facultatif)</span>}
            </>
          }
        />
        <Checkbox
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          label={
            <>
              J'accepte les{' '}
              <Link
                to={paths.terms}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-blue-800 underline"
              >
                conditions générales d'utilisation et de vente
                <span className="sr-only"> (s'ouvre dans un nouvel onglet)</span>
              </Link>
              .
            </>
          }
        />
      </fieldset>
      {!canStart && (
        <p className="mt-3 text-sm text-slate-600">Cochez les cases requises pour commencer.</p>
      )}
      <StepActions
        previous={{ label: 'Quitter', to: quitTo }}
        next={{
          label: write ? START_LABELS[mode] : 'Suivant',
          onClick: onStart,
          disabled: !canStart,
          loading: starting,
        }}
      />
    </StepSection>
  );
}
