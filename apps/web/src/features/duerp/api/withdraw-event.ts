import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, RetirerEvenementBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** Withdraws an event reported by mistake, while no version has answered it. */
export const withdrawEvent = ({ id, body }: { id: string; body: RetirerEvenementBody }) =>
  api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/retirer-evenement`, body);

export const useWithdrawEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawEvent,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
