import { toast } from 'sonner';
import type { DuerpDocument } from '@duerp/domain';
import { useUpdateUnites, type UniteListItem } from '@/features/duerp/api/update-unites';
import { toastApiError } from '@/lib/api-errors';

/**
 * Step 3 writes the whole list after every add, rename, delete and reorder. While a write runs,
 * the list shows what was sent (so a dropped unit stays where it was dropped) and further
 * changes wait; a stale revision (409) reloads the document and says why.
 */
export function useSaveUnites(duerp: DuerpDocument) {
  const mutation = useUpdateUnites();
  const units: UniteListItem[] =
    mutation.isPending && mutation.variables
      ? mutation.variables.unitesDeTravail
      : duerp.data.unitesDeTravail;

  const save = async (unitesDeTravail: UniteListItem[], successMessage: string) => {
    try {
      await mutation.mutateAsync({ id: duerp.id, revision: duerp.revision, unitesDeTravail });
      toast.success(successMessage);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };
  return { units, save, saving: mutation.isPending };
}
