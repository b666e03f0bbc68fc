import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, SignalerEvenementBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from './cache';

/** Records an event that calls for an update of the document. */
export const reportEvent = ({ id, body }: { id: string; body: SignalerEvenementBody }) =>
  api.post<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}/signaler-evenement`, body);

export const useReportEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportEvent,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
