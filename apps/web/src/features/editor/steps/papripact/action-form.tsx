import type { z } from 'zod';
import { normalizeBudget } from '@duerp/domain/format';
import { plural } from '@duerp/domain/text';
import {
  UpsertActionBodySchema,
  type ActionPreventive,
  type UniteDeTravail,
  type UpsertActionBody,
} from '@duerp/domain/duerp';
import { TextField } from '@/components/ui/text-field';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { useSaveForm } from '@/lib/use-save-form';
import { ActionMeasureFields } from './action-measure-fields';
import type { ProposedAction } from './measure-proposals';

type FormInput = z.input<typeof UpsertActionBodySchema>;

export interface ActionFormProps {
  unite: UniteDeTravail;
  /** The action to edit; null to create one. */
  action: ActionPreventive | null;
  /** The default date of a new action (today, YYYY-MM-DD). */
  today: string;
  /** A proposed measure to plan: its risk and text prefilled, the date left to choose. */
  draft?: ProposedAction | undefined;
  onCancel: () => void;
  onSave: (body: UpsertActionBody) => Promise<void>;
}

function toFormValues(
  unite: UniteDeTravail,
  action: ActionPreventive | null,
  today: string,
  draft: ProposedAction | undefined,
): FormInput {
  return {
    ...(action ? { idAction: action.idAction } : {}),
    idUniteDeTravail: unite.idUniteDeTravail,
    idRisqueAssocie: action?.idRisqueAssocie ?? draft?.idRisqueAssocie ?? '',
    descriptionDeLaMesure: action?.descriptionDeLaMesure ?? draft?.descriptionDeLaMesure ?? '',
    responsable: action?.responsable ?? '',
    budget: action?.budget ?? '',
    // A planned measure's deadline is the person's to choose, not today by default.
    date: action?.date ?? (draft ? '' : today),
    statut: (action?.statut as FormInput['statut'] | undefined) ?? 'À planifier',
    conditionsExecution: action?.conditionsExecution ?? '',
    indicateurResultat: action?.indicateurResultat ?? '',
    ressources: action?.ressources ?? '',
  };
}

/** "✓ Glissade (2 actions)" or "○ Bruit (aucune action)": where actions are still missing. */
export function risqueOptionLabel(displayName: string, count: number): string {
  const actions = count === 0 ? 'aucune action' : plural(count, 'action');
  return `${count > 0 ? '✓' : '○'} ${displayName} (${actions})`;
}

/** Preventive action: the form, validated with the route's own schema. */
export function ActionForm({ unite, action, today, draft, onCancel, onSave }: ActionFormProps) {
  const { form, submit, errors, isSubmitting } = useSaveForm(
    UpsertActionBodySchema,
    toFormValues(unite, action, today, draft),
    // An amount is saved as "2 400 €" whatever way it was typed; other text as typed.
    (values) => onSave({ ...values, budget: normalizeBudget(values.budget) }),
  );
  const countOf = (idRisque: string) =>
    unite.papripactActionsPreventives.filter((a) => a.idRisqueAssocie === idRisque).length;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Unité « {unite.displayName} ». Tous les champs sont obligatoires, sauf le budget.
      </p>
      <SelectField
        label="Risque associé"
        hint="✓ : le risque a déjà au moins une action ; ○ : aucune action pour le moment."
        error={errors.idRisqueAssocie?.message}
        {...form.register('idRisqueAssocie')}
      >
        <option value="">Choisissez un risque</option>
        {unite.risques.map((r) => (
          <option key={r.idRisque} value={r.idRisque}>
            {risqueOptionLabel(r.displayName, countOf(r.idRisque))}
          </option>
        ))}
      </SelectField>
      <ActionMeasureFields register={form.register} errors={errors} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">
          Programme annuel (PAPRIPACT, facultatif)
        </legend>
        <TextAreaField
          label="Conditions d'exécution"
          error={errors.conditionsExecution?.message}
          {...form.register('conditionsExecution')}
        />
        <TextField
          label="Indicateur de résultat"
          autoComplete="off"
          error={errors.indicateurResultat?.message}
          {...form.register('indicateurResultat')}
        />
        <TextField
          label="Ressources mobilisables"
          autoComplete="off"
          error={errors.ressources?.message}
          {...form.register('ressources')}
        />
      </fieldset>
      <FormFooter>
        <CancelAndSubmit onCancel={onCancel} pending={isSubmitting}>
          {action ? 'Enregistrer' : "Ajouter l'action"}
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
