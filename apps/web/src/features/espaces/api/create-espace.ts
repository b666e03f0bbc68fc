import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EspaceNameBody, MyEspace } from '@duerp/domain/espaces';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

export const createEspace = (body: EspaceNameBody) => call(contract.espaces.create, { body });

export const useCreateEspace = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEspace,
    // In the list before anything switches to it: an espace missing from it is left at once.
    onSuccess: (created) =>
      client.setQueryData<MyEspace[]>(espaceKeys.mine(), (list) => [...(list ?? []), created]),
  });
};
