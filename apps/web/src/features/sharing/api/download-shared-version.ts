import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { contract } from '@duerp/contract';
import { versionFileName } from '@duerp/domain/duerp';
import type { SharedVersion } from '@duerp/domain/access';
import { download } from '@/lib/api-call';
import { PDF_DOWNLOAD_FAILED, saveFile } from '@/lib/save-file';

export async function downloadSharedVersion({
  token,
  version,
}: {
  token: string;
  version: SharedVersion;
}) {
  const { blob, fileName } = await download(contract.sharing.downloadSharedVersion, {
    params: { token, versionId: version.id },
  });
  saveFile(blob, fileName ?? versionFileName(version.versionNumber, 'full'));
}

export const useDownloadSharedVersion = () =>
  useMutation({
    mutationFn: downloadSharedVersion,
    onError: (error) => {
      console.error('Téléchargement du PDF partagé impossible', error);
      toast.error(PDF_DOWNLOAD_FAILED);
    },
  });
