import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ComplianceRecordsBody, ExtractBody } from '@duerp/domain/compliance';
import { call, download } from '@/lib/api-call';
import { saveFile } from '@/lib/save-file';
import { versionKeys } from '@/features/duerp';

const recordsKey = (duerpId: string) => [...versionKeys.list(duerpId), 'records'] as const;

export const useComplianceRecords = (duerpId: string) =>
  useQuery({
    queryKey: recordsKey(duerpId),
    queryFn: () => call(contract.compliance.records, { params: { id: duerpId } }),
  });

export const useSaveComplianceRecords = (duerpId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplianceRecordsBody) =>
      call(contract.compliance.saveRecords, { params: { id: duerpId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: versionKeys.list(duerpId) }),
  });
};

/** « Extrait pour un ancien salarié »: the PDF, saved as a file. */
export const useDownloadExtract = (duerpId: string) =>
  useMutation({
    mutationFn: async (body: ExtractBody) => {
      const { blob, fileName } = await download(contract.compliance.extract, {
        params: { id: duerpId },
        body,
      });
      saveFile(blob, fileName ?? 'DUERP_extrait_ancien_salarie.pdf');
    },
  });
