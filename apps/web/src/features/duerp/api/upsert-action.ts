import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, UpsertActionBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** Creates a preventive action (no idAction: the server gives one) or updates it. */
export const upsertAction = ({ id, body }: { id: string; body: UpsertActionBody }) =>
  api.post<DuerpDocument>(
    `/api/duerp/${encodeURIComponent(id)}/upsert-action-preventive-papripact`,
    body,
  );

export const useUpsertAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upsertAction,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
