import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignalerEvenementBody } from '@duerp/domain/living-document';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { cacheDuerp } from './cache';

/** Records an event that calls for an update of the document. */
export const reportEvent = ({ id, body }: { id: string; body: SignalerEvenementBody }) =>
  call(contract.versions.signalerEvenement, { params: { id }, body });

export const useReportEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportEvent,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
