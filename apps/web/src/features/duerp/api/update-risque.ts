import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateRisqueBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** The evaluation modal's save: one risk, its level recomputed by the server. */
export const updateRisque = ({ id, body }: { id: string; body: UpdateRisqueBody }) =>
  call(contract.duerp.updateRisque, { params: { id }, body });

export const useUpdateRisque = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRisque,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
