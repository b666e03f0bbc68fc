import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { contract } from '@duerp/contract';
import { exportFileName, type ExportFormat } from '@duerp/domain/spreadsheet';
import type { VersionSummary } from '@duerp/domain/duerp';
import { download } from '@/lib/api-call';
import { saveFile } from '@/lib/save-file';

export const EXPORT_FAILED = 'Erreur lors du téléchargement du fichier';

export interface DownloadExportInput {
  duerpId: string;
  version: Pick<VersionSummary, 'id' | 'versionNumber'>;
  format: ExportFormat;
}

/** …/download-xlsx or …/download-docx: the full access rule of the PDF (403 otherwise). */
const EXPORT_ROUTES = {
  xlsx: contract.versions.downloadXlsx,
  docx: contract.versions.downloadDocx,
} satisfies Record<ExportFormat, unknown>;

/** Fetches the export with the bearer token and saves it as DUERP_v{n}.xlsx / .docx. */
export async function downloadVersionExport({ duerpId, version, format }: DownloadExportInput) {
  const { blob, fileName } = await download(EXPORT_ROUTES[format], {
    params: { id: duerpId, versionId: version.id },
  });
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
