import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateEffectifUniteBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** Step 3 (issue 16): a unit's headcount and how many of them are women. */
export const updateEffectifUnite = ({ id, body }: { id: string; body: UpdateEffectifUniteBody }) =>
  call(contract.duerp.updateEffectifUnite, { params: { id }, body });

export const useUpdateEffectifUnite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEffectifUnite,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
