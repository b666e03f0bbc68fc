import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp, duerpKeys } from './cache';

/** 403 with a message when the account already holds maxNumberOfDuerps documents. */
export const createDuerp = () => call(contract.duerp.create);

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
