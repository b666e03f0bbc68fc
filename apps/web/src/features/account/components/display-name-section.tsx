import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  DISPLAY_NAME_MAX,
  DisplayNameBodySchema,
  PEOPLE_MESSAGES,
  type DisplayNameBody,
} from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useSetDisplayName } from '../api/set-display-name';

/**
 * Issue 47, « Mon prénom et mon nom »: how the others see the person (presence, history,
 * comments, journal, members); without one, they see a name drawn from the address.
 */
export function DisplayNameSection({ displayName }: { displayName: string | null }) {
  const save = useSetDisplayName();
  const form = useForm<DisplayNameBody>({
    resolver: zodResolver(DisplayNameBodySchema),
    values: { displayName: displayName ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(PEOPLE_MESSAGES.nameSaved);
    } catch {
      // The refusal shows above the button.
    }
  });
  return (
    <section
      aria-labelledby="display-name-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="display-name-title" className="text-lg font-semibold">
        Mon prénom et mon nom
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        C'est ainsi que les membres de vos espaces vous voient : sur les documents ouverts, dans
        l'historique, les commentaires et le journal d'activité.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
        <TextField
          label="Prénom et nom"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          error={form.formState.errors.displayName?.message}
          {...form.register('displayName')}
        />
        {save.isError && <Alert tone="error">{describeApiError(save.error)}</Alert>}
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Enregistrer mon nom
        </Button>
      </form>
    </section>
  );
}
