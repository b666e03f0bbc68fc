import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBody } from '@duerp/domain/living-document';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { versionKeys } from '@/features/duerp';

/** Saves the CSE / SPST consultation record of a version. */
export const saveConsultation = ({
  duerpId,
  versionId,
  body,
}: {
  duerpId: string;
  versionId: string;
  body: ConsultationBody;
}) => call(contract.versions.saveConsultation, { params: { id: duerpId, versionId }, body });

export const useSaveConsultation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConsultation,
    onSuccess: (_, { duerpId }) =>
      client.invalidateQueries({ queryKey: versionKeys.list(duerpId) }),
  });
};
