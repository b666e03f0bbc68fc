import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ACTION_STATUTS } from '@duerp/domain/duerp';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';

/** The fields every action has, whatever it treats (a risk of a unit, an RPS factor or family). */
export interface MeasureFields {
  descriptionDeLaMesure: string;
  responsable: string;
  budget?: string | undefined;
  date: string;
  statut: string;
}

/** Description, responsable, budget, échéance and statut of an action. */
export function ActionMeasureFields({
  register,
  errors,
}: {
  register: UseFormRegister<MeasureFields>;
  errors: FieldErrors<MeasureFields>;
}) {
  return (
    <>
      <TextAreaField
        label="Description de la mesure"
        error={errors.descriptionDeLaMesure?.message}
        {...register('descriptionDeLaMesure')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Responsable"
          autoComplete="off"
          error={errors.responsable?.message}
          {...register('responsable')}
        />
        <TextField
          label="Budget (facultatif)"
          hint="Un montant en euros (ex. 2 400 €) ou un texte libre."
          autoComplete="off"
          error={errors.budget?.message}
          {...register('budget')}
        />
        <TextField
          type="date"
          label="Échéance"
          error={errors.date?.message}
          {...register('date')}
        />
        <SelectField label="Statut" error={errors.statut?.message} {...register('statut')}>
          <option value="">Choisissez un statut</option>
          {ACTION_STATUTS.map((statut) => (
            <option key={statut} value={statut}>
              {statut}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
