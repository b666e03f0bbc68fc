import {
  AVIS_CSE,
  AVIS_CSE_LABELS,
  ConsultationBodySchema,
  type Consultation,
  type ConsultationBody,
} from '@duerp/domain/living-document';
import { TextField } from '@/components/ui/text-field';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { useSaveForm } from '@/lib/use-save-form';

/** The consultation record of a version: every field optional. */
export function ConsultationForm({
  consultation,
  onCancel,
  onSave,
}: {
  consultation: Consultation | undefined;
  onCancel: () => void;
  onSave: (body: ConsultationBody) => Promise<void>;
}) {
  const { form, submit, errors, isSubmitting } = useSaveForm(
    ConsultationBodySchema,
    {
      dateConsultationCse: consultation?.dateConsultationCse ?? '',
      avisCse: consultation?.avisCse ?? '',
      commentaires: consultation?.commentaires ?? '',
      dateEnvoiSpst: consultation?.dateEnvoiSpst ?? '',
    },
    onSave,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Ce relevé accompagne la version sans la modifier : son contenu et son empreinte restent
        identiques. Tous les champs sont facultatifs.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label="Date de consultation du CSE"
          error={errors.dateConsultationCse?.message}
          {...form.register('dateConsultationCse')}
        />
        <SelectField
          label="Avis du CSE"
          error={errors.avisCse?.message}
          {...form.register('avisCse')}
        >
          <option value="">Non renseigné</option>
          {AVIS_CSE.map((avis) => (
            <option key={avis} value={avis}>
              {AVIS_CSE_LABELS[avis]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Commentaires"
        error={errors.commentaires?.message}
        {...form.register('commentaires')}
      />
      <TextField
        type="date"
        label="Date d'envoi au service de prévention et de santé au travail (SPST)"
        error={errors.dateEnvoiSpst?.message}
        {...form.register('dateEnvoiSpst')}
      />
      <FormFooter>
        <CancelAndSubmit onCancel={onCancel} pending={isSubmitting}>
          Enregistrer
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
