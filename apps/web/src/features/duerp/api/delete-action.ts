import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteActionBody, DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** DELETE with a JSON body naming the action and its unit (SPEC §7). */
export const deleteAction = ({ id, body }: { id: string; body: DeleteActionBody }) =>
  api.delete<DuerpDocument>(
    `/api/duerp/${encodeURIComponent(id)}/delete-action-preventive-papripact`,
    body,
  );

export const useDeleteAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAction,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
