import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { completenessProblems, type DuerpDocument, type GenerateBody } from '@duerp/domain/duerp';
import { finalisationAdvisories } from '@duerp/domain/penibilite';
import { paths } from '@/config/paths';
// Step 7 previews the document with the document page's own view (an accepted cross-feature use).
import { useDuerpPermissions } from '@/features/duerp';
import { useGenerateVersion } from '../../api/generate-version';
import { CONNECTION_NEEDED, useOnline, useWritesPending, WRITES_PENDING } from '@/lib/use-online';
import { DocumentView } from '@/features/document-page';
import { ComplianceBreaches } from '@/features/compliance';
import { toastApiError } from '@/lib/api-errors';
import { StepActions } from '../../components/step-actions';
import { StepSection } from '../../components/step-section';
import { useEditorNavigation } from '../../hooks/editor-context';
import { GenerationOverlay } from './generation-overlay';
import { PointsList } from './points-list';
import { VersionDialog } from './version-dialog';

export const GENERATED = 'Votre DUERP a été généré avec succès !';

/**
 * Step 7: the points to check (never blocking), then
 * the problems to fix or a preview of the document; 'Valider cette version' opens the version
 * modal, then the blocking overlay runs until the version exists and the document page shows it
 * highlighted.
 */
export function FinalisationStep({ duerp }: { duerp: DuerpDocument }) {
  const { goTo } = useEditorNavigation();
  const navigate = useNavigate();
  const generate = useGenerateVersion();
  const [dialogOpen, setDialogOpen] = useState(false);
  const problems = completenessProblems(duerp.data);
  const advisories = finalisationAdvisories(duerp.data);
  const { write } = useDuerpPermissions();
  const online = useOnline();
  const writesPending = useWritesPending();

  const submit = (body: GenerateBody) => {
    setDialogOpen(false);
    generate.mutate(
      { duerpId: duerp.id, body },
      {
        onSuccess: ({ id }) => {
          toast.success(GENERATED);
          void navigate(`${paths.duerp(duerp.id)}?highlightversionid=${encodeURIComponent(id)}`);
        },
        onError: (error) => {
          console.error('Génération de la version impossible', error);
          toastApiError(error);
        },
      },
    );
  };

  return (
    <StepSection step={7}>
      {advisories.length > 0 && (
        <div className="mb-4">
          <PointsList kind="advisories" duerpId={duerp.id} points={advisories} />
        </div>
      )}
      {problems.length > 0 ? (
        <PointsList kind="problems" duerpId={duerp.id} points={problems} />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700">
            Votre DUERP est complet. Relisez l'aperçu ci-dessous, puis validez cette version pour
            générer son PDF.
            {!duerp.hasFullAccess_Derivated &&
              ' Sans plan payant, l’aperçu est présenté en mode démonstration : les textes y sont inversés, comme dans le PDF de démonstration.'}
          </p>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
            <DocumentView duerp={duerp} level={3} />
          </div>
        </>
      )}
      <ComplianceBreaches duerp={duerp} />
      <StepActions
        previous={{ label: 'Précédent', onClick: () => goTo(6) }}
        next={
          write
            ? {
                label: 'Valider cette version',
                onClick: () => setDialogOpen(true),
                disabled: problems.length > 0 || generate.isPending || !online || writesPending,
                reason: !online ? CONNECTION_NEEDED : writesPending ? WRITES_PENDING : undefined,
              }
            : undefined
        }
      />
      <VersionDialog
        duerpId={duerp.id}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        initialOptions={duerp.data.displayOptions}
        onSubmit={submit}
      />
      {generate.isPending && <GenerationOverlay />}
    </StepSection>
  );
}
