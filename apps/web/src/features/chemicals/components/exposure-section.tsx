import { useState } from 'react';
import { Link } from 'react-router';
import type { Exposure } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { useDeleteExposure, useExposures } from '../api/exposures';
import { ExposureFormDialog } from './exposure-form-dialog';
import { ExposureLines } from './exposure-lines';
import { SpstSendings } from './spst-sendings';

type Target = { id: string; nomCommercial: string };
type Open = { kind: 'form' | 'remove'; product: Target; exposure: Exposure | null };

/**
 * The list of workers who may be exposed to CMR agents: nominative to Propriétaires and
 * Éditeurs, who keep it up to date; anonymised to the others, as it is handed to the CSE.
 */
export function ExposureSection({ espaceId, canWrite }: { espaceId: string; canWrite: boolean }) {
  const list = useExposures(espaceId);
  const remove = useDeleteExposure(espaceId);
  const [open, setOpen] = useState<Open | null>(null);
  if (list.isPending) return <PageSpinner label="Chargement de la liste…" />;
  if (list.isError) return <Alert tone="error">{describeApiError(list.error)}</Alert>;
  const data = list.data;
  const writable = canWrite && !data.anonymisee;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-slate-700">
          Les travailleurs susceptibles d'être exposés aux produits CMR de catégorie 1A ou 1B :
          nature, durée et degré de l'exposition. La liste est conservée ; sa version anonymisée est
          remise aux travailleurs et au CSE.
          {data.anonymisee && ' Vous voyez la version anonymisée.'}
        </p>
        <Link
          to={paths.espaceChemicalsCse(espaceId)}
          target="_blank"
          className={buttonClassName('secondary', 'shrink-0')}
        >
          Liste anonymisée pour le CSE<span className="sr-only"> (nouvel onglet)</span>
        </Link>
      </div>
      {data.produits.length === 0 ? (
        <Alert tone="info" title="Aucun produit CMR avéré dans le registre">
          Un produit dont les mentions de danger comptent H340, H350 ou H360 apparaît ici.
        </Alert>
      ) : (
        <ul className="space-y-5">
          {data.produits.map((product) => (
            <li
              key={product.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <ExposureLines
                product={product}
                lines={product.expositions}
                {...('nombreTravailleurs' in product
                  ? { workerCount: product.nombreTravailleurs }
                  : {})}
                {...(writable
                  ? {
                      onEdit: (line) =>
                        setOpen({ kind: 'form', product, exposure: line as Exposure }),
                      onRemove: (line) =>
                        setOpen({ kind: 'remove', product, exposure: line as Exposure }),
                    }
                  : {})}
              />
              {writable && (
                <Button
                  className="mt-3"
                  onClick={() => setOpen({ kind: 'form', product, exposure: null })}
                  aria-label={`Ajouter un travailleur exposé à ${product.nomCommercial}`}
                >
                  Ajouter un travailleur exposé
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SpstSendings espaceId={espaceId} sendings={data.envoisSpst} canWrite={canWrite} />
      {open?.kind === 'form' && (
        <ExposureFormDialog
          espaceId={espaceId}
          product={open.product}
          exposure={open.exposure}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Retirer cette ligne de la liste ?"
        description={`${open?.exposure?.travailleur ?? ''} ne figurera plus sur la liste des travailleurs exposés à « ${open?.product.nomCommercial ?? ''} ».`}
        confirmLabel="Retirer la ligne"
        onConfirm={async () => {
          if (!open?.exposure) return;
          try {
            await remove.mutateAsync({ productId: open.product.id, entryId: open.exposure.id });
          } catch (error) {
            toastApiError(error);
            throw error;
          }
        }}
      />
    </div>
  );
}
