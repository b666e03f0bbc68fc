import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ImportFileBody } from '@duerp/domain/spreadsheet';
import { useDocumentWrite } from '@/features/duerp';
import { call, download, type Answer } from '@/lib/api-call';
import { saveFile } from '@/lib/save-file';

export type ImportPreviewResult = Answer<typeof contract.imports.preview>;

export interface ImportInput {
  id: string;
  file: ImportFileBody;
}

/** What the file would add, and each line's error: nothing is written. */
export const previewImport = ({ id, file }: ImportInput) =>
  call(contract.imports.preview, { params: { id }, body: file });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/**
 * Adds the file's valid lines in one revision, sent with the preview's revision: a document
 * changed since the preview answers 409.
 */
export const useConfirmImport = () => useDocumentWrite(contract.imports.confirm);

/** The template, as `modele_import_DUERP.xlsx` or `.csv`. */
export async function downloadImportTemplate(format: 'xlsx' | 'csv') {
  const { blob, fileName } = await download(contract.imports.template, { params: { format } });
  saveFile(blob, fileName ?? `modele_import_DUERP.${format}`);
}
