import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { ENTREPRISE_FIELD_NOUNS } from '@duerp/domain/history';
import {
  UpdateInfosEntrepriseBodySchema,
  type Entreprise,
  type UpdateInfosEntrepriseBody,
} from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { StepActions } from '../components/step-actions';
import { EditableArea } from '../components/editable-area';
import { useDuerpPermissions } from '@/features/duerp';
import { LiveFieldConflicts, useLiveForm } from '@/features/live';
import { SecteurField } from './secteur-field';

export type SaveIntent = 'stay' | 'next';

export interface CompanyFormProps {
  entreprise: Entreprise | null;
  saving: boolean;
  /** Saves, and answers what the server stored (the form then starts again from it). */
  onSave: (body: UpdateInfosEntrepriseBody, intent: SaveIntent) => Promise<Entreprise | null>;
  /** Next with nothing to save. */
  onNext: () => void;
  onPrevious: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

type FormInput = z.input<typeof UpdateInfosEntrepriseBodySchema>;

function toFormValues(e: Entreprise | null): DefaultValues<FormInput> {
  return {
    nom: e?.nom ?? '',
    siret: e?.siret ?? '',
    secteurDActivite: e?.secteurDActivite ?? '',
    isSecteurPublic: e?.isSecteurPublic ?? false,
    adresse: e?.adresse ?? '',
    nomDuRepresentantLegal: e?.nomDuRepresentantLegal ?? '',
    // Empty stays empty: the schema then says the number is required.
    nombreEmployes: e?.nombreEmployes ?? undefined,
    isEtablissement: e?.isEtablissement ?? false,
    nomDeLEtablissement: e?.nomDeLEtablissement ?? '',
  };
}

/** Step 2: the company information, validated by the API's own schema. */
export function CompanyForm({
  entreprise,
  saving,
  onSave,
  onNext,
  onPrevious,
  onDirtyChange,
}: CompanyFormProps) {
  const form = useForm<FormInput, unknown, UpdateInfosEntrepriseBody>({
    resolver: zodResolver(UpdateInfosEntrepriseBodySchema),
    defaultValues: toFormValues(entreprise),
  });
  const live = useLiveForm(
    form,
    useMemo(() => toFormValues(entreprise) as FormInput, [entreprise]),
  );
  const { errors, isDirty } = form.formState;
  const { write } = useDuerpPermissions();
  const [isEtablissement, isSecteurPublic] = useWatch({
    control: form.control,
    name: ['isEtablissement', 'isSecteurPublic'],
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = (intent: SaveIntent) =>
    form.handleSubmit(async (values) => {
      try {
        const saved = await onSave(values, intent);
        form.reset(toFormValues(saved));
      } catch {
        // The caller showed the error; the entries stay for another try.
      }
    });
  const next = () => {
    if (!write || (!isDirty && entreprise)) onNext();
    else void submit('next')();
  };

  return (
    <form onSubmit={submit('stay')} noValidate className="space-y-5">
      <EditableArea className="space-y-5">
        <LiveFieldConflicts live={live} nouns={ENTREPRISE_FIELD_NOUNS} />
        <div className="grid gap-5 sm:flex sm:flex-wrap sm:gap-6">
          <Controller
            control={form.control}
            name="isEtablissement"
            render={({ field }) => (
              <ChoiceGroup
                legend="Périmètre du DUERP"
                value={field.value ? 'etablissement' : 'entreprise'}
                onChange={(v) => field.onChange(v === 'etablissement')}
                choices={[
                  { value: 'entreprise', label: "Toute l'entreprise" },
                  { value: 'etablissement', label: 'Un seul établissement' },
                ]}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isSecteurPublic"
            render={({ field }) => (
              <ChoiceGroup
                legend="Type de structure"
                value={field.value ? 'public' : 'prive'}
                onChange={(v) => field.onChange(v === 'public')}
                choices={[
                  { value: 'prive', label: 'Secteur privé' },
                  { value: 'public', label: 'Secteur public' },
                ]}
              />
            )}
          />
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Raison sociale"
            autoComplete="organization"
            error={errors.nom?.message}
            {...form.register('nom')}
          />
          {isEtablissement && (
            <TextField
              label="Nom de l'établissement"
              error={errors.nomDeLEtablissement?.message}
              {...form.register('nomDeLEtablissement')}
            />
          )}
          <TextField
            label="N° SIRET"
            inputMode="numeric"
            hint="14 chiffres"
            error={errors.siret?.message}
            {...form.register('siret')}
          />
          <TextField
            label="Adresse"
            autoComplete="street-address"
            className="md:col-span-2"
            error={errors.adresse?.message}
            {...form.register('adresse')}
          />
          <Controller
            control={form.control}
            name="secteurDActivite"
            render={({ field }) => (
              <SecteurField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.secteurDActivite?.message}
              />
            )}
          />
          <TextField
            label={isSecteurPublic ? "Nombre d'agents" : "Nombre d'employés"}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={errors.nombreEmployes?.message}
            {...form.register('nombreEmployes', { valueAsNumber: true })}
          />
          <TextField
            label="Nom du représentant légal"
            autoComplete="name"
            error={errors.nomDuRepresentantLegal?.message}
            {...form.register('nomDuRepresentantLegal')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={saving}>
            Enregistrer
          </Button>
        </div>
      </EditableArea>
      <StepActions
        previous={{ label: 'Précédent', onClick: onPrevious }}
        next={{ label: 'Suivant', onClick: next, loading: saving }}
      />
    </form>
  );
}
