import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { download } from '@/lib/api-call';
import { saveFile } from '@/lib/save-file';

/** The employer's archive: a ZIP the server streams. */
export async function downloadArchive() {
  const { blob, fileName } = await download(contract.account.archive);
  saveFile(blob, fileName ?? 'DUERP_mes_donnees.zip');
}

export const useDownloadArchive = () => useMutation({ mutationFn: downloadArchive });
