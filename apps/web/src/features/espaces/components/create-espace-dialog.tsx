import { toast } from 'sonner';
import { EspaceNameBodySchema, type MyEspace } from '@duerp/domain/espaces';
import { TextEntryDialog } from '@/components/ui/text-entry-dialog';
import { toastApiError } from '@/lib/api-errors';
import { useCreateEspace } from '../api/create-espace';

/** The rule of the API's body: the message of the first problem, or null. */
export function espaceNameProblem(name: string): string | null {
  const result = EspaceNameBodySchema.safeParse({ name });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** "Nouvel espace": its name; the person becomes its Propriétaire. */
export function CreateEspaceDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (espace: MyEspace) => void;
}) {
  const create = useCreateEspace();
  return (
    <TextEntryDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nouvel espace"
      label="Nom de l'espace"
      submitLabel="Créer l'espace"
      validate={espaceNameProblem}
      onSubmit={async (name) => {
        try {
          const espace = await create.mutateAsync({ name });
          toast.success(`Espace « ${espace.name} » créé : vous en êtes Propriétaire.`);
          onCreated(espace);
        } catch (error) {
          toastApiError(error);
          throw error;
        }
      }}
    />
  );
}
