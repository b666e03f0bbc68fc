import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, UpdateInfosEntrepriseBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

export const updateInfosEntreprise = ({
  id,
  body,
}: {
  id: string;
  body: UpdateInfosEntrepriseBody;
}) => api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/update-infosentreprise`, body);

export const useUpdateInfosEntreprise = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInfosEntreprise,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
