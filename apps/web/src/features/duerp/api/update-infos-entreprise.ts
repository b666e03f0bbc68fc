import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateInfosEntrepriseBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

export const updateInfosEntreprise = ({
  id,
  body,
}: {
  id: string;
  body: UpdateInfosEntrepriseBody;
}) => call(contract.duerp.updateInfosEntreprise, { params: { id }, body });

export const useUpdateInfosEntreprise = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInfosEntreprise,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
