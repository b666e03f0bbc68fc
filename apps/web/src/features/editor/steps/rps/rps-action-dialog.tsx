import { z } from 'zod';
import {
  FACTEURS_RPS,
  familleRpsLabel,
  RPS_MESSAGES,
  type ActionRps,
  type FamilleRpsId,
  type UniteRps,
} from '@duerp/domain/rps';
import { normalizeBudget } from '@duerp/domain/format';
import {
  UpsertActionRpsBodySchema,
  type DuerpDocument,
  type UpsertActionRpsBody,
} from '@duerp/domain/duerp';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-fields';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { useSaveForm } from '@/lib/use-save-form';
import { ActionMeasureFields } from '../papripact/action-measure-fields';
import { useRpsSave } from './use-rps-save';

export interface RpsActionTarget {
  unite: UniteRps;
  /** The action to edit; null to create one. */
  action: ActionRps | null;
  /** The family the dialog was opened from: the choice is among it and its factors. */
  famille: FamilleRpsId;
  today: string;
}

/** The action's target as the select holds it: `famille:<id>` or `facteur:<id>`. */
const FormSchema = UpsertActionRpsBodySchema.omit({ cible: true }).extend({
  cible: z.string().min(1, RPS_MESSAGES.cibleRequired),
});
type FormInput = z.input<typeof FormSchema>;

const cibleOf = (value: string): UpsertActionRpsBody['cible'] => {
  const [type, id = ''] = value.split(':');
  return type === 'famille'
    ? { type: 'famille', famille: id as FamilleRpsId }
    : { type: 'facteur', idFacteur: id };
};
const cibleValue = (action: ActionRps | null, famille: FamilleRpsId) =>
  !action
    ? `famille:${famille}`
    : action.cible.type === 'famille'
      ? `famille:${action.cible.famille}`
      : `facteur:${action.cible.idFacteur}`;

/** Creates or edits an RPS action: what it treats, then the fields of every action. */
export function RpsActionDialog({
  duerp,
  target,
  onClose,
}: {
  duerp: DuerpDocument;
  target: RpsActionTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.action ? "Modifier l'action de prévention" : 'Nouvelle action de prévention'}
      size="md"
    >
      {target && (
        <RpsActionForm
          key={target.action?.idAction ?? 'new'}
          duerp={duerp}
          target={target}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function RpsActionForm({
  duerp,
  target,
  onClose,
}: {
  duerp: DuerpDocument;
  target: RpsActionTarget;
  onClose: () => void;
}) {
  const { unite, action, famille, today } = target;
  const { save } = useRpsSave(duerp, 'upsertActionRps');
  const defaults: FormInput = {
    idUniteRps: unite.idUniteRps,
    ...(action ? { idAction: action.idAction } : {}),
    cible: cibleValue(action, famille),
    descriptionDeLaMesure: action?.descriptionDeLaMesure ?? '',
    responsable: action?.responsable ?? '',
    budget: action?.budget ?? '',
    date: action?.date ?? today,
    statut: (action?.statut as FormInput['statut'] | undefined) ?? 'À planifier',
  };
  const { form, submit, errors, isSubmitting } = useSaveForm(FormSchema, defaults, async (v) => {
    await save(
      {
        ...v,
        cible: cibleOf(v.cible),
        budget: normalizeBudget(v.budget),
      },
      action ? 'Action mise à jour' : 'Action ajoutée au plan',
    );
    onClose();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Unité RPS « {unite.displayName} ». Tous les champs sont obligatoires, sauf le budget.
        L'action rejoint le plan d'actions du document.
      </p>
      <SelectField
        label="Ce que l'action traite"
        error={errors.cible?.message}
        {...form.register('cible')}
      >
        <option value={`famille:${famille}`}>
          Toute la famille « {familleRpsLabel(famille)} »
        </option>
        {FACTEURS_RPS.filter((f) => f.famille === famille).map((f) => (
          <option key={f.id} value={`facteur:${f.id}`}>
            Facteur « {f.label} »
          </option>
        ))}
      </SelectField>
      <ActionMeasureFields register={form.register} errors={errors} />
      <FormFooter>
        <CancelAndSubmit onCancel={onClose} pending={isSubmitting}>
          {action ? 'Enregistrer' : "Ajouter l'action"}
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
