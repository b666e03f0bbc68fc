import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePenibiliteUniteBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** Step 5 (issue 16): a unit's exposures to the pénibilité factors of L4161-1. */
export const updatePenibiliteUnite = ({
  id,
  body,
}: {
  id: string;
  body: UpdatePenibiliteUniteBody;
}) => call(contract.duerp.updatePenibiliteUnite, { params: { id }, body });

export const useUpdatePenibiliteUnite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePenibiliteUnite,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
