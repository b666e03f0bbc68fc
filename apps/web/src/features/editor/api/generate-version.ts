import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateBody } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { duerpKeys, versionKeys } from '@/features/duerp';

/** 400 with the list of problems while the document is incomplete (the API checks it too). */
export const generateVersion = ({ duerpId, body }: { duerpId: string; body: GenerateBody }) =>
  call(contract.versions.generate, { params: { id: duerpId }, body });

export const useGenerateVersion = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateVersion,
    // The document now has a version, a new status and no pending modifications.
    onSuccess: (_, { duerpId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: duerpKeys.detail(duerpId) }),
        client.invalidateQueries({ queryKey: duerpKeys.list() }),
        client.invalidateQueries({ queryKey: versionKeys.list(duerpId) }),
      ]),
  });
};
