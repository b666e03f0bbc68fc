import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { isApiStatus } from '@/lib/api-errors';
import { cacheDuerp, duerpKeys } from './cache';

export interface UniteListItem {
  idUniteDeTravail: string;
  displayName: string;
}

export interface UpdateUnitesInput {
  id: string;
  /** The revision the list was built from: a stale one answers 409. */
  revision: number;
  unitesDeTravail: UniteListItem[];
}

/** The whole list, in order: new ids create units, missing ids delete them (with their risks). */
export const updateUnites = ({ id, revision, unitesDeTravail }: UpdateUnitesInput) =>
  call(contract.duerp.updateListUnites, {
    params: { id },
    body: {
      unitesDeTravail: unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
        idUniteDeTravail,
        displayName,
      })),
    },
    headers: { 'If-Match': String(revision) },
  });

export const useUpdateUnites = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUnites,
    onSuccess: (document) => cacheDuerp(client, document),
    onError: async (error, { id }) => {
      // Changed elsewhere in the meantime: show the server's latest state.
      if (isApiStatus(error, 409))
        await client.invalidateQueries({ queryKey: duerpKeys.detail(id) });
    },
  });
};
