import { useState } from 'react';
import { toast } from 'sonner';
import { todayInParis } from '@duerp/domain/calendar';
import {
  PISTE_LABELS,
  PISTES,
  RESULTAT_LABELS,
  RESULTATS,
  SubstitutionBodySchema,
  type Piste,
  type Resultat,
} from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useAddSubstitution } from '../api/substitutions';
import { fieldErrors } from '../utils/product-body';

const empty = () => ({
  date: todayInParis(),
  piste: 'fournisseur' as Piste,
  demarche: '',
  resultat: 'en-cours' as Resultat,
  commentaire: '',
});

/** One entry of the substitution log: when, which track, what was done, with what result. */
export function SubstitutionForm({ espaceId, productId }: { espaceId: string; productId: string }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddSubstitution(espaceId, productId);
  const set = (key: keyof ReturnType<typeof empty>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SubstitutionBodySchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      toast.success('Démarche ajoutée au journal');
      setValues(empty());
    } catch (error) {
      setErrors({ form: describeApiError(error) });
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="substitution-form-title"
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="substitution-form-title" className="font-semibold text-slate-900">
        Ajouter une démarche
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          label="Date"
          max={todayInParis()}
          value={values.date}
          onChange={set('date')}
          error={errors.date}
        />
        <SelectField
          label="Piste"
          value={values.piste}
          onChange={set('piste')}
          error={errors.piste}
        >
          {PISTES.map((p) => (
            <option key={p} value={p}>
              {PISTE_LABELS[p]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Démarche"
        hint="Ce qui a été tenté ou demandé, à qui"
        maxLength={2000}
        value={values.demarche}
        onChange={set('demarche')}
        error={errors.demarche}
      />
      <SelectField
        label="Résultat"
        value={values.resultat}
        onChange={set('resultat')}
        error={errors.resultat}
      >
        {RESULTATS.map((r) => (
          <option key={r} value={r}>
            {RESULTAT_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Commentaire (facultatif)"
        maxLength={2000}
        value={values.commentaire}
        onChange={set('commentaire')}
        error={errors.commentaire}
      />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Button type="submit" loading={add.isPending}>
        Ajouter la démarche
      </Button>
    </form>
  );
}
