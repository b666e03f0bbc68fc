import { useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { getDuerpQueryOptions } from '@/features/duerp';
import { useUpdateUnites, type UniteListItem, uniteListBody } from '../api/update-unites';
import { ListConflictDialog, useReappliedListWrite } from '@/features/live';

const itemsOf = (document: DuerpDocument): UniteListItem[] =>
  document.data.unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
    idUniteDeTravail,
    displayName,
  }));

/**
 * Step 3 writes the whole list after every add, rename, delete and reorder. While a write runs,
 * the list shows what was sent (so a dropped unit stays where it was dropped) and further
 * changes wait. A newer revision met on the way (409: someone else saved) gets the change
 * re-applied on it, or both versions shown side by side to choose from.
 */
export function useSaveUnites(duerp: DuerpDocument) {
  const client = useQueryClient();
  const mutation = useUpdateUnites();
  const reapplied = useReappliedListWrite<UniteListItem>();
  const units: UniteListItem[] =
    mutation.isPending && mutation.variables
      ? mutation.variables.body.unitesDeTravail
      : duerp.data.unitesDeTravail;

  const save = async (unitesDeTravail: UniteListItem[], successMessage: string) => {
    await reapplied.save(
      {
        base: itemsOf(duerp),
        revision: duerp.revision,
        mine: unitesDeTravail,
        send: (list, revision) =>
          mutation.mutateAsync({ id: duerp.id, revision, body: uniteListBody(list) }),
        latest: async () => {
          const latest = await client.fetchQuery({
            ...getDuerpQueryOptions(duerp.id),
            staleTime: 0,
          });
          return { list: itemsOf(latest), revision: latest.revision };
        },
        idOf: (u) => u.idUniteDeTravail,
        same: (a, b) => a.displayName === b.displayName,
      },
      successMessage,
    );
  };
  const conflictDialog = (
    <ListConflictDialog
      question={reapplied.question}
      describe={(u) => (u ? u.displayName : 'Unité supprimée')}
      onResolve={reapplied.answer}
    />
  );
  return { units, save, saving: mutation.isPending || reapplied.question !== null, conflictDialog };
}
