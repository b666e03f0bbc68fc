import { useState } from 'react';
import { formatDay } from '@duerp/domain/calendar';
import { PISTE_LABELS, RESULTAT_LABELS, type Product } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { useDeleteSubstitution, useSubstitutions } from '../api/substitutions';
import { AttachmentList } from './attachment-list';
import { SubstitutionForm } from './substitution-form';

/** A CMR product's substitution log (R4412-66): the entries, their files, adding one. */
export function SubstitutionDialog({
  espaceId,
  product,
  canWrite,
  onClose,
}: {
  espaceId: string;
  product: Product;
  canWrite: boolean;
  onClose: () => void;
}) {
  const log = useSubstitutions(espaceId, product.id);
  const remove = useDeleteSubstitution(espaceId, product.id);
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Recherche de substitution — ${product.nomCommercial}`}
      size="lg"
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Pour chaque agent CMR, l'employeur recherche un produit ou un procédé moins dangereux et
          consigne le résultat de ses recherches.
        </p>
        {log.isPending ? (
          <Spinner label="Chargement du journal…" />
        ) : log.isError ? (
          <Alert tone="error">{describeApiError(log.error)}</Alert>
        ) : log.data.demarches.length === 0 ? (
          <Alert tone="warning">Aucune démarche de substitution enregistrée.</Alert>
        ) : (
          <ol className="space-y-3">
            {log.data.demarches.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {formatDay(entry.date)} · {PISTE_LABELS[entry.piste]} ·{' '}
                  {RESULTAT_LABELS[entry.resultat]}
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{entry.demarche}</p>
                {entry.commentaire && (
                  <p className="mt-1 break-words whitespace-pre-line text-slate-600">
                    {entry.commentaire}
                  </p>
                )}
                <AttachmentList
                  espaceId={espaceId}
                  productId={product.id}
                  entry={entry}
                  canWrite={canWrite}
                />
                {canWrite && (
                  <Button variant="ghost" onClick={() => setRemoving(entry.id)} className="mt-2">
                    Retirer la démarche
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        {canWrite && <SubstitutionForm espaceId={espaceId} productId={product.id} />}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Retirer cette démarche ?"
        description="La démarche et ses pièces jointes seront supprimées du journal."
        confirmLabel="Retirer la démarche"
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing);
          } catch (error) {
            toastApiError(error);
            throw error;
          }
        }}
      />
    </Dialog>
  );
}
