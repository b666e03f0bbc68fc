import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  TEMPLATE_KEYS,
  inventoryColumn,
  type ImportFileBody,
} from '@duerp/domain/spreadsheet';
import { plural } from '@duerp/domain/text';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fileToBase64 } from '@/features/duerp';
import {
  downloadImportTemplate,
  useConfirmImport,
  usePreviewImport,
  type ImportPreviewResult,
} from '../../api/import-spreadsheet';
import { describeApiError, isApiStatus, toastApiError } from '@/lib/api-errors';
import { ImportPreviewView } from './import-preview';

/** The template's headers, each kept on one line. */
const COLUMNS = TEMPLATE_KEYS.map((key) => `«\u00a0${inventoryColumn(key).header}\u00a0»`).join(
  ', ',
);

const ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportDialogProps {
  duerpId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Step 4 "Importer depuis un tableur": template, file, preview, then confirmation. Nothing is
 * written before the user confirms the preview.
 */
export function ImportDialog({ duerpId, open, onOpenChange }: ImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Importer depuis un tableur" size="lg">
      {open && <ImportFlow duerpId={duerpId} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ImportFlow({ duerpId, onClose }: { duerpId: string; onClose: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<ImportFileBody | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewing = usePreviewImport();
  const confirming = useConfirmImport();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setPreview(null);
    setError(null);
    if (chosen.size > IMPORT_LIMITS.bytes) {
      setError(IMPORT_MESSAGES.tooLarge);
      return;
    }
    try {
      const body = { fileName: chosen.name, contentBase64: await fileToBase64(chosen) };
      setFile(body);
      setPreview(await previewing.mutateAsync({ id: duerpId, file: body }));
    } catch (failure) {
      setError(describeApiError(failure));
    }
  };

  const confirm = async () => {
    if (!file || !preview) return;
    try {
      await confirming.mutateAsync({ id: duerpId, body: file, revision: preview.revision });
      toast.success(`${plural(preview.risqueCount, 'risque importé', 'risques importés')}`);
      onClose();
    } catch (failure) {
      if (isApiStatus(failure, 409)) {
        setPreview(null);
        setError(IMPORT_MESSAGES.staleFile);
      } else toastApiError(failure);
    }
  };

  const template = (format: 'xlsx' | 'csv') =>
    void downloadImportTemplate(format).catch((failure: unknown) => toastApiError(failure));

  return (
    <div className="space-y-5 text-sm text-slate-800">
      <p>
        Ajoutez d'un coup les risques d'un tableur, une ligne par risque, avec les colonnes du
        modèle : {COLUMNS}. Les notes G, F et M s'écrivent comme dans l'application (de 1 à 4, ou
        leur libellé) ; les unités et catégories existantes sont reconnues par leur nom.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => template('xlsx')}>
          Modèle Excel (.xlsx)
        </Button>
        <Button variant="secondary" onClick={() => template('csv')}>
          Modèle CSV
        </Button>
      </div>
      <div>
        {/* The native control speaks the browser's language; this label is the French button. */}
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          onChange={(event) => void choose(event)}
          disabled={previewing.isPending || confirming.isPending}
          aria-describedby={`${inputId}-chosen${error ? ` ${inputId}-error` : ''}`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClassName(
            'primary',
            'cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          Choisir le fichier à importer (.xlsx ou .csv, 10 Mo au plus)
        </label>
        <p id={`${inputId}-chosen`} className="mt-2 break-words text-slate-700">
          {file ? `Fichier choisi : ${file.fileName}` : 'Aucun fichier choisi.'}
        </p>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-2 text-red-700">
            {error}
          </p>
        )}
      </div>
      {previewing.isPending && <p role="status">Lecture du fichier…</p>}
      {preview && (
        <section aria-labelledby={`${inputId}-preview`} className="space-y-3">
          <h3 id={`${inputId}-preview`} className="text-base font-semibold text-slate-900">
            Aperçu avant import
          </h3>
          <ImportPreviewView preview={preview} />
        </section>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={confirming.isPending}>
          Annuler
        </Button>
        {preview && (
          <Button
            onClick={() => void confirm()}
            loading={confirming.isPending}
            disabled={preview.risqueCount === 0}
          >
            {preview.risqueCount === 0
              ? 'Aucun risque à importer'
              : `Importer ${plural(preview.risqueCount, 'risque')}`}
          </Button>
        )}
      </div>
    </div>
  );
}
