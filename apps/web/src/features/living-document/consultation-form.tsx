import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVIS_CSE,
  AVIS_CSE_LABELS,
  ConsultationBodySchema,
  type Consultation,
  type ConsultationBody,
} from '@duerp/domain';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { FormFooter } from '@/components/ui/form-footer';

type FormInput = z.input<typeof ConsultationBodySchema>;

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
  const form = useForm<FormInput, unknown, ConsultationBody>({
    resolver: zodResolver(ConsultationBodySchema),
    defaultValues: {
      dateConsultationCse: consultation?.dateConsultationCse ?? '',
      avisCse: consultation?.avisCse ?? '',
      commentaires: consultation?.commentaires ?? '',
      dateEnvoiSpst: consultation?.dateEnvoiSpst ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // Reported by the caller; the entries stay for another try.
    }
  });
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Annuler
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Enregistrer
          </Button>
        </div>
      </FormFooter>
    </form>
  );
}
