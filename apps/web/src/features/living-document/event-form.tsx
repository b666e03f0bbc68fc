import type { z } from 'zod';
import {
  EVENEMENT_TYPE_LABELS,
  EVENEMENT_TYPES,
  SignalerEvenementBodySchema,
  type SignalerEvenementBody,
} from '@duerp/domain/living-document';
import { TextField } from '@/components/ui/text-field';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { useSaveForm } from '@/lib/use-save-form';

type FormInput = z.input<typeof SignalerEvenementBodySchema>;

/** The event form, validated with the route's own schema. */
export function EventForm({
  today,
  onCancel,
  onSave,
}: {
  /** Default date, YYYY-MM-DD. */
  today: string;
  onCancel: () => void;
  onSave: (body: SignalerEvenementBody) => Promise<void>;
}) {
  const { form, submit, errors, isSubmitting } = useSaveForm(
    SignalerEvenementBodySchema,
    { type: '' as FormInput['type'], date: today, description: '' },
    onSave,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Le DUERP sera marqué « Mise à jour requise » jusqu'à sa prochaine version, dont le PDF
        citera cet événement parmi les motifs de la mise à jour.
      </p>
      <SelectField label="Type d'événement" error={errors.type?.message} {...form.register('type')}>
        <option value="">Choisissez un type</option>
        {EVENEMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {EVENEMENT_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label="Date de l'événement"
        error={errors.date?.message}
        {...form.register('date')}
      />
      <TextAreaField
        label="Description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <FormFooter>
        <CancelAndSubmit onCancel={onCancel} pending={isSubmitting}>
          Signaler l'événement
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
