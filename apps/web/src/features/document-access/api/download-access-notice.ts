import { useMutation } from '@tanstack/react-query';
import { ACCESS_NOTICE_FILE_NAME, type AccessNoticeBody } from '@duerp/domain/access';
import { contract } from '@duerp/contract';
import { download } from '@/lib/api-call';
import { toastApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';

export async function downloadAccessNotice({
  duerpId,
  body,
}: {
  duerpId: string;
  body: AccessNoticeBody;
}) {
  const { blob, fileName } = await download(contract.accessNotice.pdf, {
    params: { id: duerpId },
    body,
  });
  saveFile(blob, fileName ?? ACCESS_NOTICE_FILE_NAME);
}

export const useDownloadAccessNotice = () =>
  useMutation({ mutationFn: downloadAccessNotice, onError: toastApiError });
