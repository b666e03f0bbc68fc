import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { duerpKeys } from './cache';

export const deleteDuerp = (id: string) => call(contract.duerp.delete, { params: { id } });

export const useDeleteDuerp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDuerp,
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: duerpKeys.detail(id) });
      client.setQueryData<DuerpDocument[]>(duerpKeys.list(), (list) =>
        list?.filter((d) => d.id !== id),
      );
      await client.invalidateQueries({ queryKey: duerpKeys.list() });
    },
  });
};
