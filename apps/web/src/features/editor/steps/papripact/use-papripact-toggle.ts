import { toast } from 'sonner';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { useTogglePapripact } from '../../api/toggle-papripact';
import { toastApiError } from '@/lib/api-errors';

/**
 * PAPRIPACT: the toggle is saved at once. While the call runs it shows the requested
 * state; on failure it falls back to the stored one (the toggle reverts).
 */
export function usePapripactToggle(duerp: DuerpDocument) {
  const mutation = useTogglePapripact();
  const enabled =
    mutation.isPending && mutation.variables
      ? mutation.variables.body.isPapripactEnabled
      : duerp.data.isPapripactEnabled;

  /** Resolves to whether the new state was saved. */
  const toggle = async (isPapripactEnabled: boolean): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ id: duerp.id, body: { isPapripactEnabled } });
      toast.success(isPapripactEnabled ? 'PAPRIPACT activé' : 'PAPRIPACT désactivé');
      return true;
    } catch (error) {
      toastApiError(error);
      return false;
    }
  };
  return { enabled, toggle, pending: mutation.isPending };
}
