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
import { useAddSubstitution } from '../api/substitutions';
import { useSchemaForm } from '../hooks/use-schema-form';

const empty = () => ({
  date: todayInParis(),
  piste: 'fournisseur' as Piste,
  demarche: '',
  resultat: 'en-cours' as Resultat,
  commentaire: '',
});

/** One entry of the substitution log: when, which track, what was done, with what result. */
export function SubstitutionForm({ espaceId, productId }: { espaceId: string; productId: string }) {
  const add = useAddSubstitution(espaceId, productId);
  const { text, errors, onSubmit } = useSchemaForm({
    initial: empty,
    schema: SubstitutionBodySchema,
    send: add.mutateAsync,
    done: (reset) => {
      toast.success('Démarche ajoutée au journal');
      reset();
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="substitution-form-title"
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="substitution-form-title" className="font-semibold text-slate-900">
        Ajouter une démarche
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField type="date" label="Date" max={todayInParis()} {...text('date')} />
        <SelectField label="Piste" {...text('piste')}>
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
        {...text('demarche')}
      />
      <SelectField label="Résultat" {...text('resultat')}>
        {RESULTATS.map((r) => (
          <option key={r} value={r}>
            {RESULTAT_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Commentaire (facultatif)" maxLength={2000} {...text('commentaire')} />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Button type="submit" loading={add.isPending}>
        Ajouter la démarche
      </Button>
    </form>
  );
}
