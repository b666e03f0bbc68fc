import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { EDITOR_MESSAGES, type DuerpDocument, type RisqueInput } from '@duerp/domain/duerp';
import { getDuerpQueryOptions } from '@/features/duerp';
import { useUpdateListRisques } from '../../api/update-list-risques';
import { ListConflictDialog, useReappliedListWrite } from '@/features/live';
import { riskListOf, type RiskList } from './risk-list';

/** One list of both kinds, so that one three-way merge and one conflict screen serve both. */
type Entry =
  | { kind: 'categorie'; id: string; item: RiskList['categorieDeRisques'][number] }
  | { kind: 'risque'; id: string; item: RisqueInput };

const entriesOf = (list: RiskList): Entry[] => [
  ...list.categorieDeRisques.map((item) => ({
    kind: 'categorie' as const,
    id: `c:${item.idCategorie}`,
    item,
  })),
  ...list.risques.map((item) => ({ kind: 'risque' as const, id: `r:${item.idRisque}`, item })),
];

const listOfEntries = (entries: Entry[]): RiskList => ({
  categorieDeRisques: entries.flatMap((e) => (e.kind === 'categorie' ? [e.item] : [])),
  risques: entries.flatMap((e) => (e.kind === 'risque' ? [e.item] : [])),
});

/** What the list write decides of an entry (the server keeps what the evaluation modal holds). */
const sameEntry = (a: Entry, b: Entry) =>
  a.item.displayName === b.item.displayName &&
  a.item.code === b.item.code &&
  (a.kind !== 'risque' || b.kind !== 'risque' || a.item.idCategorie === b.item.idCategorie);

/**
 * Step 4 writes a unit's whole category and risk list after every change (with the revision it
 * was built from). While a write runs, the unit shows what was sent and further changes wait; a
 * newer revision met on the way gets the change re-applied on it, or both versions to choose.
 */
export function useSaveRisques(duerp: DuerpDocument) {
  const client = useQueryClient();
  const mutation = useUpdateListRisques();
  const reapplied = useReappliedListWrite<Entry>();
  const pending = mutation.isPending ? mutation.variables : undefined;

  const storedListOf = (document: DuerpDocument, idUniteDeTravail: string) => {
    const unite = document.data.unitesDeTravail.find(
      (u) => u.idUniteDeTravail === idUniteDeTravail,
    );
    return unite ? riskListOf(unite) : null;
  };
  const listOf = (idUniteDeTravail: string): RiskList | null => {
    if (pending?.body.idUniteDeTravail === idUniteDeTravail) return pending.body;
    return storedListOf(duerp, idUniteDeTravail);
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
    const empty: RiskList = { categorieDeRisques: [], risques: [] };
    await reapplied.save(
      {
        base: entriesOf(listOf(idUniteDeTravail) ?? empty),
        revision: duerp.revision,
        mine: entriesOf(list),
        send: (entries, revision) =>
          mutation.mutateAsync({
            id: duerp.id,
            revision,
            body: { idUniteDeTravail, ...listOfEntries(entries) },
          }),
        latest: async () => {
          const latest = await client.fetchQuery({
            ...getDuerpQueryOptions(duerp.id),
            staleTime: 0,
          });
          return {
            list: entriesOf(storedListOf(latest, idUniteDeTravail) ?? empty),
            revision: latest.revision,
          };
        },
        idOf: (e) => e.id,
        same: sameEntry,
      },
      successMessage,
    );
  };

  const conflictDialog = (
    <ListConflictDialog
      question={reapplied.question}
      describe={(e) =>
        !e
          ? 'Supprimé'
          : e.kind === 'categorie'
            ? `Catégorie « ${e.item.displayName} »`
            : `Risque « ${e.item.displayName} »`
      }
      onResolve={reapplied.answer}
    />
  );
  return {
    listOf,
    save,
    saving: mutation.isPending || reapplied.question !== null,
    conflictDialog,
  };
}
