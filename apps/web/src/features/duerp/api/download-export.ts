import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { exportFileName, type ExportFormat, type VersionSummary } from '@duerp/domain';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const EXPORT_FAILED = 'Erreur lors du téléchargement du fichier';

export interface DownloadExportInput {
  duerpId: string;
  version: Pick<VersionSummary, 'id' | 'versionNumber'>;
  format: ExportFormat;
}

/** …/download-xlsx or …/download-docx: the full access rule of the PDF (403 otherwise). */
export function versionExportPath(duerpId: string, versionId: string, format: ExportFormat) {
  return `/api/duerp/${encodeURIComponent(duerpId)}/versions/${encodeURIComponent(versionId)}/download-${format}`;
}

/** Fetches the export with the bearer token and saves it as DUERP_v{n}.xlsx / .docx. */
export async function downloadVersionExport({ duerpId, version, format }: DownloadExportInput) {
  const { blob, fileName } = await apiDownload(versionExportPath(duerpId, version.id, format));
  saveFile(blob, fileName ?? exportFileName(version.versionNumber, format));
}

export const useDownloadVersionExport = () =>
  useMutation({
    mutationFn: downloadVersionExport,
    onError: (error) => {
      console.error('Téléchargement de l’export impossible', error);
      toast.error(EXPORT_FAILED);
    },
  });
