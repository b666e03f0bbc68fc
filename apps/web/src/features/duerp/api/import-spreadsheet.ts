import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ImportFileBody } from '@duerp/domain/spreadsheet';
import { call, download, type Answer } from '@/lib/api-call';
import { saveFile } from '@/lib/save-file';
import { cacheDuerp } from './cache';

export type ImportPreviewResult = Answer<typeof contract.imports.preview>;

export interface ImportInput {
  id: string;
  file: ImportFileBody;
}

/** What the file would add, and each line's error: nothing is written. */
export const previewImport = ({ id, file }: ImportInput) =>
  call(contract.imports.preview, { params: { id }, body: file });

/** Adds the file's valid lines in one revision; a document changed since the preview answers 409. */
export const confirmImport = ({ id, file, revision }: ImportInput & { revision: number }) =>
  call(contract.imports.confirm, {
    params: { id },
    body: file,
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
  const { blob, fileName } = await download(contract.imports.template, { params: { format } });
  saveFile(blob, fileName ?? `modele_import_DUERP.${format}`);
}
