import { useId, useState } from 'react';
import { formatMegabytes } from '@duerp/domain/photos';
import { FDS_MAX_BYTES } from '@duerp/domain/chemicals';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';
import { formatFileSize } from '../utils/product-body';
import { downloadAttachment, useAddAttachment, useDeleteAttachment } from '../api/substitutions';

interface Entry {
  id: string;
  piecesJointes: { id: string; nom: string; byteSize: number }[];
}

/** A log entry's files (PDF, JPEG, PNG): download, add, remove after confirmation. */
export function AttachmentList({
  espaceId,
  productId,
  entry,
  canWrite,
}: {
  espaceId: string;
  productId: string;
  entry: Entry;
  canWrite: boolean;
}) {
  const inputId = useId();
  const add = useAddAttachment(espaceId, productId);
  const remove = useDeleteAttachment(espaceId, productId);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Entry['piecesJointes'][number] | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > FDS_MAX_BYTES)
      return setError(`Une pièce jointe ne peut dépasser ${formatMegabytes(FDS_MAX_BYTES)}.`);
    try {
      await add.mutateAsync({ entryId: entry.id, file });
    } catch (e) {
      setError(describeApiError(e));
    }
  };
  const open = (attachmentId: string, name: string) =>
    downloadAttachment(espaceId, { productId, entryId: entry.id, attachmentId })
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? name))
      .catch(toastApiError);
  return (
    <div className="mt-2 space-y-1">
      {entry.piecesJointes.length > 0 && (
        <ul aria-label="Pièces jointes" className="space-y-1">
          {entry.piecesJointes.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2">
              <Button
                variant="ghost"
                onClick={() => void open(file.id, file.nom)}
                className="min-w-0 break-all"
              >
                {file.nom} ({formatFileSize(file.byteSize)})
              </Button>
              {canWrite && (
                <Button
                  variant="ghost"
                  onClick={() => setRemoving(file)}
                  aria-label={`Retirer ${file.nom}`}
                >
                  Retirer
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Joindre un fichier (PDF, JPEG ou PNG, {formatMegabytes(FDS_MAX_BYTES)} au plus)
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            disabled={add.isPending}
            onChange={(e) => {
              void send(e.target.files?.[0]);
              e.target.value = '';
            }}
            className="mt-1 block min-h-11 w-full text-sm"
          />
          {add.isPending && <p className="text-sm text-slate-600">Envoi du fichier…</p>}
        </div>
      )}
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Retirer cette pièce jointe ?"
        description={`« ${removing?.nom ?? ''} » sera supprimée.`}
        confirmLabel="Retirer la pièce jointe"
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync({ entryId: entry.id, attachmentId: removing.id });
          } catch (e) {
            toastApiError(e);
            throw e;
          }
        }}
      />
    </div>
  );
}
