import { useMutation } from '@tanstack/react-query';
import { ACCESS_NOTICE_FILE_NAME, type AccessNoticeBody } from '@duerp/domain';
import { apiDownload } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';

export async function downloadAccessNotice({
  duerpId,
  body,
}: {
  duerpId: string;
  body: AccessNoticeBody;
}) {
  const { blob, fileName } = await apiDownload(
    `/api/duerp/${encodeURIComponent(duerpId)}/access-notice`,
    body,
  );
  saveFile(blob, fileName ?? ACCESS_NOTICE_FILE_NAME);
}

export const useDownloadAccessNotice = () =>
  useMutation({ mutationFn: downloadAccessNotice, onError: toastApiError });
