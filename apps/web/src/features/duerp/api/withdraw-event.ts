import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetirerEvenementBody } from '@duerp/domain/living-document';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** Withdraws an event reported by mistake, while no version has answered it. */
export const withdrawEvent = ({ id, body }: { id: string; body: RetirerEvenementBody }) =>
  call(contract.versions.retirerEvenement, { params: { id }, body });

export const useWithdrawEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawEvent,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
