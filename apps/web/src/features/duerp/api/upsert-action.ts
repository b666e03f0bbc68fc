import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpsertActionBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** Creates a preventive action (no idAction: the server gives one) or updates it. */
export const upsertAction = ({ id, body }: { id: string; body: UpsertActionBody }) =>
  call(contract.duerp.upsertAction, { params: { id }, body });

export const useUpsertAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upsertAction,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
