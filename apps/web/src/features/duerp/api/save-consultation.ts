import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultation, ConsultationBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { versionKeys } from './cache';

/** Saves the CSE / SPST consultation record of a version. */
export const saveConsultation = ({
  duerpId,
  versionId,
  body,
}: {
  duerpId: string;
  versionId: string;
  body: ConsultationBody;
}) =>
  api.put<Consultation>(
    `/api/duerp/${encodeURIComponent(duerpId)}/versions/${encodeURIComponent(versionId)}/consultation`,
    body,
  );

export const useSaveConsultation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConsultation,
    onSuccess: (_, { duerpId }) =>
      client.invalidateQueries({ queryKey: versionKeys.list(duerpId) }),
  });
};
