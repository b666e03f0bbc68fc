import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteActionBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** DELETE with a JSON body naming the action and its unit. */
export const deleteAction = ({ id, body }: { id: string; body: DeleteActionBody }) =>
  call(contract.duerp.deleteAction, { params: { id }, body });

export const useDeleteAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAction,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
