import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  CreateShareLinkBodySchema,
  SHARE_LINK_LABEL_SUGGESTIONS,
  SHARE_LINK_MESSAGES,
  type CreatedShareLink,
} from '@duerp/domain/access';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { toastApiError } from '@/lib/api-errors';
import { useCreateShareLink } from '../api/share-links';

/** Label, optional last day, earlier versions or not. */
export function ShareLinkForm({
  duerpId,
  onCreated,
}: {
  duerpId: string;
  onCreated: (created: CreatedShareLink) => void;
}) {
  const suggestionsId = useId();
  const create = useCreateShareLink();
  const form = useForm({
    resolver: zodResolver(CreateShareLinkBodySchema),
    defaultValues: {
      label: '',
      expiresOn: undefined,
      allowEarlierVersions: false,
      allowObservations: false,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ allowObservations, ...values }) => {
    try {
      const created = await create.mutateAsync({
        duerpId,
        body: {
          ...values,
          expiresOn: values.expiresOn || null,
          ...(allowObservations ? { allowObservations } : {}),
        },
      });
      toast.success(SHARE_LINK_MESSAGES.created);
      form.reset();
      onCreated(created);
    } catch (error) {
      toastApiError(error);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Destinataires du lien"
          placeholder="Ex. : Salariés, CSE, Médecin du travail"
          list={suggestionsId}
          error={errors.label?.message}
          {...form.register('label')}
        />
        <datalist id={suggestionsId}>
          {SHARE_LINK_LABEL_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <TextField
          label="Valable jusqu'au (facultatif)"
          type="date"
          hint="Sans date, le lien reste valable jusqu'à ce que vous le révoquiez."
          error={errors.expiresOn?.message}
          {...form.register('expiresOn', { setValueAs: (v: string) => v || null })}
        />
      </div>
      <Checkbox
        label="Donner aussi accès aux versions précédentes"
        {...form.register('allowEarlierVersions')}
      />
      <Checkbox
        label="Permettre aux personnes qui ouvrent le lien de signaler un risque ou une observation (elles ne voient pas ce que les autres envoient)"
        {...form.register('allowObservations')}
      />
      <Button type="submit" loading={create.isPending}>
        Créer le lien
      </Button>
    </form>
  );
}
