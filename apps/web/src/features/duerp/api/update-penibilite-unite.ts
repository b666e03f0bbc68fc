import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, UpdatePenibiliteUniteBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** Step 5 (issue 16): a unit's exposures to the pénibilité factors of L4161-1. */
export const updatePenibiliteUnite = ({
  id,
  body,
}: {
  id: string;
  body: UpdatePenibiliteUniteBody;
}) => api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/update-penibilite-unite`, body);

export const useUpdatePenibiliteUnite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePenibiliteUnite,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
