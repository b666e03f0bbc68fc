import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  DEFAULT_COUNTRY,
  isEuCountryCode,
  normalizeCountry,
  PAYMENT_MESSAGES,
  UpsertBillingProfileBodySchema,
  type BillingProfile,
} from '@duerp/domain/payment';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toastApiError } from '@/lib/api-errors';
import { useUpsertBillingProfile } from '../api/upsert-billing-profile';
import { CountrySelect } from './country-select';

type FormInput = z.input<typeof UpsertBillingProfileBodySchema>;
type FormOutput = z.output<typeof UpsertBillingProfileBodySchema>;

export interface BillingProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The profile to edit; none to create one. */
  profile: BillingProfile | null;
  onSaved?: (profile: BillingProfile) => void;
}

/** The create/edit modal of a billing profile, validated with the route's own schema. */
export function BillingProfileDialog(props: BillingProfileDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="md"
      title={
        props.profile ? 'Modifier le profil de facturation' : 'Ajouter un profil de facturation'
      }
    >
      {/* Mounted with the dialog: every opening starts from the profile as stored. */}
      {props.open && <BillingProfileForm {...props} />}
    </Dialog>
  );
}

function toFormValues(profile: BillingProfile | null): FormInput {
  const a = profile?.billingAddress;
  const country = a ? normalizeCountry(a.country) : DEFAULT_COUNTRY;
  return {
    name: a?.name ?? '',
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    postalCode: a?.postalCode ?? '',
    city: a?.city ?? '',
    country: isEuCountryCode(country) ? country : DEFAULT_COUNTRY,
    vatNumber: a?.vatNumber ?? '',
  };
}

function BillingProfileForm({ onOpenChange, profile, onSaved }: BillingProfileDialogProps) {
  const upsert = useUpsertBillingProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpsertBillingProfileBodySchema),
    defaultValues: toFormValues(profile),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await upsert.mutateAsync(profile ? { ...values, id: profile.id } : values);
      toast.success(PAYMENT_MESSAGES.profileSaved);
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      toastApiError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Tous les champs sont obligatoires, sauf mention contraire.
      </p>
      <TextField
        label="Nom ou raison sociale"
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Adresse"
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...form.register('line1')}
      />
      <TextField
        label="Complément d'adresse (facultatif)"
        autoComplete="address-line2"
        error={errors.line2?.message}
        {...form.register('line2')}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Code postal"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
        <TextField
          label="Ville"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
      </div>
      <CountrySelect
        label="Pays"
        autoComplete="country"
        error={errors.country?.message}
        {...form.register('country')}
      />
      <TextField
        label="N° de TVA intracommunautaire (facultatif)"
        error={errors.vatNumber?.message}
        {...form.register('vatNumber')}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={upsert.isPending}>
          Annuler
        </Button>
        <Button type="submit" loading={upsert.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
