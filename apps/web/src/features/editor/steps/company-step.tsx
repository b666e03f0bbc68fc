import { toast } from 'sonner';
import {
  DUERP_MESSAGES,
  type DuerpDocument,
  type UpdateInfosEntrepriseBody,
} from '@duerp/domain/duerp';
import { useUpdateInfosEntreprise } from '../api/update-infos-entreprise';
import { toastApiError } from '@/lib/api-errors';
import { StepSection } from '../components/step-section';
import { useEditorNavigation } from '../hooks/editor-context';
import { CompanyForm, type SaveIntent } from './company-form';

/** Step 2: saves the company information; Next saves, then moves on without asking. */
export function CompanyStep({ duerp }: { duerp: DuerpDocument }) {
  const { goTo, setUnsaved } = useEditorNavigation();
  const update = useUpdateInfosEntreprise();
  const save = async (body: UpdateInfosEntrepriseBody, intent: SaveIntent) => {
    try {
      const document = await update.mutateAsync({ id: duerp.id, body });
      toast.success(DUERP_MESSAGES.saved);
      if (intent === 'next') goTo(3, { afterSave: true });
      return document.data.entreprise;
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };
  return (
    <StepSection step={2}>
      <p className="mb-5 text-sm text-slate-700">
        Ces informations figurent en première page de votre DUERP. Tous les champs sont
        obligatoires.
      </p>
      <CompanyForm
        entreprise={duerp.data.entreprise}
        saving={update.isPending}
        onSave={save}
        onNext={() => goTo(3)}
        onPrevious={() => goTo(1)}
        onDirtyChange={setUnsaved}
      />
    </StepSection>
  );
}
