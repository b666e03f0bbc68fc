import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDuerp, useDuerpPermissions, DuerpLoadError } from '@/features/duerp';
import { EditorContext, useEditorNavigation, type EditorNavigation } from '../hooks/editor-context';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { ObservationsNotice } from '@/features/observations';
import { parseStep } from '../steps';
import { CompanyStep } from '../steps/company-step';
import { EvaluationStep } from '../steps/evaluation/evaluation-step';
import { FinalisationStep } from '../steps/finalisation/finalisation-step';
import { IntroductionStep } from '../steps/introduction-step';
import { PapripactStep } from '../steps/papripact/papripact-step';
import { RiskEntryStep } from '../steps/risk-entry/risk-entry-step';
import { UnitsStep } from '../steps/units-step';
import { PresenceLine, LiveContext, useLiveDocument } from '@/features/live';
import { EditorLayout } from './editor-layout';

/** The editor's title: a Lecteur (or who lost access) consults, the others create or modify. */
function editorTitle(duerp: DuerpDocument, write: boolean): string {
  if (!write) return 'Consultation du DUERP';
  return duerp.versions.length === 0 ? 'Création de mon DUERP' : 'Modification de mon DUERP';
}

/** /duerps/{id}/edit?step=N: the editor of an existing document. */
export function DuerpEditor({ duerpId, accountIsVip }: { duerpId: string; accountIsVip: boolean }) {
  const query = useDuerp(duerpId);
  const [params] = useSearchParams();
  const step = parseStep(params.get('step'));
  const navigate = useNavigate();
  const { setUnsaved, dialog } = useUnsavedGuard();
  const quitTo = paths.duerp(duerpId);
  const live = useLiveDocument(duerpId, step);
  const { write } = useDuerpPermissions();

  const navigation = useMemo<EditorNavigation>(
    () => ({
      step,
      quitTo,
      setUnsaved,
      goTo: (target, options) => {
        if (options?.afterSave) setUnsaved(false);
        void navigate(paths.editDuerp(duerpId, target));
      },
    }),
    [step, quitTo, setUnsaved, navigate, duerpId],
  );

  // A document read before stays shown when a refetch fails (it may be read-only by then).
  const duerp = query.data;
  if (!duerp && query.isPending) return <PageSpinner />;
  if (!duerp) return <DuerpLoadError error={query.error} />;
  return (
    <EditorContext value={navigation}>
      <LiveContext value={live}>
        <EditorLayout
          title={editorTitle(duerp, write)}
          step={step}
          quitTo={quitTo}
          historyTo={paths.duerpHistory(duerpId)}
          hrefOf={(n) => paths.editDuerp(duerpId, n)}
          presence={<PresenceLine people={live.people} />}
        >
          <ObservationsNotice duerpId={duerp.id} />
          <CurrentStep duerp={duerp} step={step} accountIsVip={accountIsVip} />
        </EditorLayout>
      </LiveContext>
      {dialog}
    </EditorContext>
  );
}

function CurrentStep({
  duerp,
  step,
  accountIsVip,
}: {
  duerp: DuerpDocument;
  step: number;
  accountIsVip: boolean;
}) {
  const navigation = useEditorNavigation();
  if (step === 1) {
    return (
      <IntroductionStep
        mode={duerp.versions.length === 0 ? 'resume' : 'modify'}
        requireFreeAcknowledgment={
          !(accountIsVip || duerp.isVip_Derivated || duerp.hasFullAccess_Derivated)
        }
        quitTo={navigation.quitTo}
        onStart={() => navigation.goTo(2)}
      />
    );
  }
  if (step === 2) return <CompanyStep key={duerp.id} duerp={duerp} />;
  if (step === 3) return <UnitsStep duerp={duerp} />;
  if (step === 4) return <RiskEntryStep duerp={duerp} />;
  if (step === 5) return <EvaluationStep duerp={duerp} />;
  if (step === 6) return <PapripactStep duerp={duerp} />;
  return <FinalisationStep duerp={duerp} />;
}
