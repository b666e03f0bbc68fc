import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp, duerpKeys } from './cache';

/** Answers the new document, named after the original with " (copie)". */
export const duplicateDuerp = (id: string) =>
  api.post<DuerpDocument>(`/api/duerp/duplicate/${encodeURIComponent(id)}`);

export const useDuplicateDuerp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateDuerp,
    onSuccess: async (document) => {
      cacheDuerp(client, document);
      await client.invalidateQueries({ queryKey: duerpKeys.list() });
    },
  });
};
