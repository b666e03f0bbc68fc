import { useState } from 'react';
import type { Product } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';
import { useEspaceUnits } from '../api/espace-units';
import { downloadFds, useDeleteProduct, useProducts } from '../api/products';
import { useHazardReference } from '../api/reference';
import { FdsDialog } from './fds-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ProductList, type ProductAction } from './product-list';
import { SubstitutionDialog } from './substitution-dialog';

type Open = { action: ProductAction | 'add'; product: Product | null };

/** The register's tab: the products, adding one, and each product's dialogs. */
export function RegisterSection({ espaceId, canWrite }: { espaceId: string; canWrite: boolean }) {
  const products = useProducts(espaceId);
  const units = useEspaceUnits(espaceId);
  const reference = useHazardReference();
  const remove = useDeleteProduct(espaceId);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const failed = products.error ?? units.error ?? reference.error;
  if (failed) return <Alert tone="error">{describeApiError(failed)}</Alert>;
  if (!products.data || !units.data || !reference.data) {
    return <PageSpinner label="Chargement du registre…" />;
  }
  const list = products.data.produits;
  const onAction = (action: ProductAction, product: Product) => {
    if (action !== 'download-fds') return setOpen({ action, product });
    downloadFds(espaceId, product.id)
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? `FDS ${product.nomCommercial}.pdf`))
      .catch(toastApiError);
  };
  const { action, product } = open ?? { action: null, product: null };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-slate-700">
          Les produits utilisés dans les unités de travail, leur fiche de données de sécurité et
          leurs dangers. Un produit CMR appelle une recherche de substitution et la liste des
          travailleurs exposés.
        </p>
        {canWrite && (
          <Button onClick={() => setOpen({ action: 'add', product: null })} className="shrink-0">
            Ajouter un produit
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <Alert tone="info" title="Aucun produit chimique enregistré">
          {canWrite
            ? 'Ajoutez les produits de vos unités de travail, puis envoyez leur fiche de données de sécurité.'
            : "Les Éditeurs et Propriétaires de l'espace y inscrivent les produits utilisés."}
        </Alert>
      ) : (
        <ProductList
          products={list}
          units={units.data}
          reference={reference.data}
          canWrite={canWrite}
          onAction={onAction}
        />
      )}
      {(action === 'add' || action === 'edit') && (
        <ProductFormDialog
          espaceId={espaceId}
          product={product}
          units={units.data}
          reference={reference.data}
          onClose={close}
        />
      )}
      {action === 'fds' && product && (
        <FdsDialog
          espaceId={espaceId}
          product={product}
          reference={reference.data}
          onClose={close}
        />
      )}
      {action === 'substitutions' && product && (
        <SubstitutionDialog
          espaceId={espaceId}
          product={product}
          canWrite={canWrite}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={action === 'delete'}
        onOpenChange={(o) => !o && close()}
        title="Supprimer ce produit ?"
        description={`« ${product?.nomCommercial ?? ''} » sera retiré du registre, avec sa fiche de données de sécurité et son journal de substitution.`}
        confirmLabel="Supprimer le produit"
        onConfirm={async () => {
          if (!product) return;
          try {
            await remove.mutateAsync(product.id);
          } catch (error) {
            toastApiError(error);
            throw error;
          }
        }}
      />
    </div>
  );
}
