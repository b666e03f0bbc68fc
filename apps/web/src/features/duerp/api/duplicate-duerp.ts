import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp, duerpKeys } from './cache';

/** Answers the new document, named after the original with " (copie)". */
export const duplicateDuerp = (id: string) => call(contract.duerp.duplicate, { params: { id } });

export const useDuplicateDuerp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateDuerp,
    onSuccess: async (document) => {
      cacheDuerp(client, document);
      await client.invalidateQueries({ queryKey: duerpKeys.list() });
    },
  });
};
