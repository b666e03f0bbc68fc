import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyEspace } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys, espacePath } from './cache';

export const renameEspace = ({ espaceId, name }: { espaceId: string; name: string }) =>
  api.post<MyEspace>(`${espacePath(espaceId)}/rename`, { name });

export const useRenameEspace = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameEspace,
    onSuccess: () => client.invalidateQueries({ queryKey: espaceKeys.all }),
  });
};
