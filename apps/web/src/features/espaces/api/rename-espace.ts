import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

export const renameEspace = ({ espaceId, name }: { espaceId: string; name: string }) =>
  call(contract.espaces.rename, { params: { espaceId }, body: { name } });

export const useRenameEspace = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameEspace,
    onSuccess: () => client.invalidateQueries({ queryKey: espaceKeys.all }),
  });
};
