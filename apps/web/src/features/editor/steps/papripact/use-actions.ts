import { toast } from 'sonner';
import {
  EDITOR_MESSAGES,
  type ActionPreventive,
  type DuerpDocument,
  type UpsertActionBody,
} from '@duerp/domain/duerp';
import { useDeleteAction } from '../../api/delete-action';
import { useUpsertAction } from '../../api/upsert-action';
import { describeApiError } from '@/lib/api-errors';

/** Saves and deletes preventive actions with their toasts; failures throw after reporting. */
export function useActions(duerp: DuerpDocument) {
  const upsert = useUpsertAction();
  const remove = useDeleteAction();

  const save = async (body: UpsertActionBody) => {
    if (!body.idUniteDeTravail) {
      toast.error(EDITOR_MESSAGES.noUnitSelected);
      throw new Error(EDITOR_MESSAGES.noUnitSelected);
    }
    try {
      const document = await upsert.mutateAsync({ id: duerp.id, body });
      toast.success(
        body.idAction
          ? 'Action préventive mise à jour avec succès !'
          : 'Action préventive créée avec succès !',
      );
      return document;
    } catch (error) {
      toast.error(EDITOR_MESSAGES.saveActionFailed, { description: describeApiError(error) });
      throw error;
    }
  };

  const destroy = async (action: ActionPreventive) => {
    try {
      await remove.mutateAsync({
        id: duerp.id,
        body: { idAction: action.idAction, idUniteDeTravail: action.idUniteDeTravail },
      });
      toast.success('Action préventive supprimée avec succès !');
    } catch (error) {
      toast.error(EDITOR_MESSAGES.deleteActionFailed, { description: describeApiError(error) });
      throw error;
    }
  };

  return { save, destroy };
}
