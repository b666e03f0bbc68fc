import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const ARCHIVE_PATH = '/api/myaccount/archive';

/** The employer's archive: a ZIP the server streams. */
export async function downloadArchive() {
  const { blob, fileName } = await apiDownload(ARCHIVE_PATH);
  saveFile(blob, fileName ?? 'DUERP_mes_donnees.zip');
}

export const useDownloadArchive = () => useMutation({ mutationFn: downloadArchive });
