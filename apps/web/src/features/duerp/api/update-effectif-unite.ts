import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, UpdateEffectifUniteBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** Step 3 (issue 16): a unit's headcount and how many of them are women. */
export const updateEffectifUnite = ({ id, body }: { id: string; body: UpdateEffectifUniteBody }) =>
  api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/update-effectif-unite`, body);

export const useUpdateEffectifUnite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEffectifUnite,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
