import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { radarKey } from './get-radar';

/** « Relancer »: the annual-update request to the espace's Propriétaires. */
export const remindOwners = (espaceId: string) =>
  call(contract.compliance.remind, { params: { espaceId } });

export const useRemindOwners = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: remindOwners,
    onSettled: () => client.invalidateQueries({ queryKey: radarKey }),
  });
};
