import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, UpdateRisqueBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** The evaluation modal's save: one risk, its level recomputed by the server. */
export const updateRisque = ({ id, body }: { id: string; body: UpdateRisqueBody }) =>
  api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/update-risque`, body);

export const useUpdateRisque = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRisque,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
