import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { contract } from '@duerp/contract';
import { versionFileName, type VersionSummary } from '@duerp/domain/duerp';
import { download } from '@/lib/api-call';
import { PDF_DOWNLOAD_FAILED, saveFile } from '@/lib/save-file';
import type { PdfVariant } from '../utils/access';

export interface DownloadVersionInput {
  duerpId: string;
  version: Pick<VersionSummary, 'id' | 'versionNumber'>;
  variant: PdfVariant;
}

/**
 * Fetches the PDF with the bearer token (a plain link could not send it), then saves it under
 * the name of the Content-Disposition header (DUERP_v{n}.pdf or DUERP_v{n}_demo.pdf).
 */
export async function downloadVersionPdf({ duerpId, version, variant }: DownloadVersionInput) {
  // …/download (403 without full access) or …/downloaddemo.
  const route = variant === 'full' ? contract.versions.downloadPdf : contract.versions.downloadDemo;
  const { blob, fileName } = await download(route, {
    params: { id: duerpId, versionId: version.id },
  });
  saveFile(blob, fileName ?? versionFileName(version.versionNumber, variant));
}

/** Download failures are logged and toasted. */
export const useDownloadVersionPdf = () =>
  useMutation({
    mutationFn: downloadVersionPdf,
    onError: (error) => {
      console.error('Téléchargement du PDF impossible', error);
      toast.error(PDF_DOWNLOAD_FAILED);
    },
  });
