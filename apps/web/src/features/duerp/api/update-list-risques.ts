import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListRisquesBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { isApiStatus } from '@/lib/api-errors';
import { cacheDuerp, duerpKeys } from './cache';

export interface UpdateListRisquesInput {
  id: string;
  /** The revision the list was built from: a stale one answers 409. */
  revision: number;
  body: UpdateListRisquesBody;
}

/**
 * A unit's whole category and risk list: new ids create, missing ids delete (with the actions of
 * the risks removed); stored evaluations, dangers and remarks of the risks kept are preserved.
 */
export const updateListRisques = ({ id, revision, body }: UpdateListRisquesInput) =>
  call(contract.duerp.updateListRisques, {
    params: { id },
    body,
    headers: { 'If-Match': String(revision) },
  });

export const useUpdateListRisques = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateListRisques,
    onSuccess: (document) => cacheDuerp(client, document),
    onError: async (error, { id }) => {
      // Changed elsewhere in the meantime: show the server's latest state.
      if (isApiStatus(error, 409))
        await client.invalidateQueries({ queryKey: duerpKeys.detail(id) });
    },
  });
};
