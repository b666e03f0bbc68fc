import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { SpstHandedBody } from '@duerp/domain/compliance';
import { call } from '@/lib/api-call';
import { versionKeys } from '@/features/duerp';

/** Under the versions' key: a sending refreshes the list and « Prêt pour un contrôle ? ». */
const sendingsKey = (duerpId: string) => [...versionKeys.list(duerpId), 'spst-sendings'] as const;

export const useSpstSendings = (duerpId: string) =>
  useQuery({
    queryKey: sendingsKey(duerpId),
    queryFn: () => call(contract.compliance.spstSendings, { params: { id: duerpId } }),
  });

const useRefresh = (duerpId: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: versionKeys.list(duerpId) });
};

export const useSendToSpst = (duerpId: string) => {
  const refresh = useRefresh(duerpId);
  return useMutation({
    mutationFn: (versionId: string) =>
      call(contract.compliance.sendToSpst, { params: { id: duerpId, versionId }, body: {} }),
    onSuccess: refresh,
  });
};

export const useRecordSpstHanded = (duerpId: string) => {
  const refresh = useRefresh(duerpId);
  return useMutation({
    mutationFn: async ({
      versionId,
      body,
      receipt,
    }: {
      versionId: string;
      body: SpstHandedBody;
      receipt: File | null;
    }) => {
      const sending = await call(contract.compliance.recordSpstHanded, {
        params: { id: duerpId, versionId },
        body,
      });
      if (!receipt) return sending;
      return call(contract.compliance.uploadSpstReceipt, {
        params: { id: duerpId, sendingId: sending.id },
        body: receipt,
      });
    },
    onSettled: refresh,
  });
};
