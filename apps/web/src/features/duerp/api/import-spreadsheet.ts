import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument, ImportFileBody, ImportPreview } from '@duerp/domain';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { cacheDuerp } from './cache';

export type ImportPreviewResult = ImportPreview & { revision: number };

export interface ImportInput {
  id: string;
  file: ImportFileBody;
}

const importPath = (id: string, action: 'preview' | 'confirm') =>
  `/api/duerp/${encodeURIComponent(id)}/import/${action}`;

/** What the file would add, and each line's error: nothing is written. */
export const previewImport = ({ id, file }: ImportInput) =>
  api.post<ImportPreviewResult>(importPath(id, 'preview'), file);

/** Adds the file's valid lines in one revision; a document changed since the preview answers 409. */
export const confirmImport = ({ id, file, revision }: ImportInput & { revision: number }) =>
  api.post<DuerpDocument>(importPath(id, 'confirm'), file, {
    headers: { 'If-Match': String(revision) },
  });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

export const useConfirmImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: (document) => cacheDuerp(client, document),
  });
};

/** The template, as `modele_import_DUERP.xlsx` or `.csv`. */
export async function downloadImportTemplate(format: 'xlsx' | 'csv') {
  const { blob, fileName } = await apiDownload(`/api/duerp/import-template/${format}`);
  saveFile(blob, fileName ?? `modele_import_DUERP.${format}`);
}
