import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, DuplicateUniteBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

export interface DuplicateUniteInput extends DuplicateUniteBody {
  id: string;
}

/** Step 3 "Dupliquer l'unité": the server copies the unit with its risks (and actions if asked). */
export const duplicateUnite = ({ id, ...body }: DuplicateUniteInput) =>
  api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/duplicate-unitedetravail`, body);

export const useDuplicateUnite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateUnite,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
