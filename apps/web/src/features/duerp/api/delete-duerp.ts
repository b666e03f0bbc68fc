import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { duerpKeys } from './cache';

export const deleteDuerp = (id: string) =>
  api.delete<MessageResponse>(`/api/duerp/${encodeURIComponent(id)}`);

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
