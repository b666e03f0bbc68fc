import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EspaceNameBody, MyEspace } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys } from './cache';

export const createEspace = (body: EspaceNameBody) => api.post<MyEspace>('/api/espaces', body);

export const useCreateEspace = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEspace,
    // In the list before anything switches to it: an espace missing from it is left at once.
    onSuccess: (created) =>
      client.setQueryData<MyEspace[]>(espaceKeys.mine(), (list) => [...(list ?? []), created]),
  });
};
