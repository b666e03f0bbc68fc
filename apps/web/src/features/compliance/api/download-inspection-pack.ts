import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { download } from '@/lib/api-call';
import { toastApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';

/** « Dossier pour un contrôle »: the pack as one PDF, or the ZIP with the originals. */
export async function downloadInspectionPack({
  duerpId,
  kind,
}: {
  duerpId: string;
  kind: 'pdf' | 'zip';
}) {
  const route = kind === 'pdf' ? contract.inspectionPack.pdf : contract.inspectionPack.zip;
  const { blob, fileName } = await download(route, { params: { id: duerpId } });
  saveFile(blob, fileName ?? `DUERP_dossier_controle.${kind}`);
}

export const useDownloadInspectionPack = () =>
  useMutation({ mutationFn: downloadInspectionPack, onError: toastApiError });
