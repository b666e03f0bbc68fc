import { toast } from 'sonner';
import { EDITOR_MESSAGES, type DuerpDocument } from '@duerp/domain';
import { useUpdateListRisques } from '@/features/duerp/api/update-list-risques';
import { toastApiError } from '@/lib/api-errors';
import { riskListOf, type RiskList } from './risk-list';

/**
 * Step 4 writes a unit's whole category and risk list after every change (with the revision it
 * was built from). While a write runs, the unit shows what was sent and further changes wait; a
 * stale revision (409) reloads the document and says why.
 */
export function useSaveRisques(duerp: DuerpDocument) {
  const mutation = useUpdateListRisques();
  const pending = mutation.isPending ? mutation.variables : undefined;

  const listOf = (idUniteDeTravail: string): RiskList | null => {
    if (pending?.body.idUniteDeTravail === idUniteDeTravail) return pending.body;
    const unite = duerp.data.unitesDeTravail.find((u) => u.idUniteDeTravail === idUniteDeTravail);
    return unite ? riskListOf(unite) : null;
  };

  const save = async (
    idUniteDeTravail: string | undefined,
    list: RiskList,
    successMessage: string,
  ) => {
    if (!idUniteDeTravail) {
      toast.error(EDITOR_MESSAGES.noUnitSelected);
      throw new Error(EDITOR_MESSAGES.noUnitSelected);
    }
    try {
      await mutation.mutateAsync({
        id: duerp.id,
        revision: duerp.revision,
        body: { idUniteDeTravail, ...list },
      });
      toast.success(successMessage);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };

  return { listOf, save, saving: mutation.isPending };
}
