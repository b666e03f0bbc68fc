import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp, duerpKeys } from './cache';

/** 403 with a message when the account already holds maxNumberOfDuerps documents. */
export const createDuerp = () => api.post<DuerpDocument>('/api/duerp/create');

export const useCreateDuerp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDuerp,
    onSuccess: async (document) => {
      cacheDuerp(client, document);
      await client.invalidateQueries({ queryKey: duerpKeys.list() });
    },
  });
};
