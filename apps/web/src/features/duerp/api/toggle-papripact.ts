import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

export const togglePapripact = ({
  id,
  isPapripactEnabled,
}: {
  id: string;
  isPapripactEnabled: boolean;
}) =>
  api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/update-toggle-papripact`, {
    isPapripactEnabled,
  });

export const useTogglePapripact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: togglePapripact,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
