import { useId } from 'react';
import { formatDay } from '@duerp/domain/calendar';
import { FREQUENCE_LABELS, type Product } from '@duerp/domain/chemicals';
import { Button } from '@/components/ui/button';
import { unitKey, type EspaceUnit } from '../api/espace-units';
import type { HazardReference } from '../api/reference';
import { CmrBadge, PictogramIcon, ProductFlags } from './product-badges';

export type ProductAction = 'edit' | 'fds' | 'delete' | 'substitutions' | 'download-fds';

/** The register: one card per product, what it is, where it is used, and what to act on. */
export function ProductList({
  products,
  units,
  reference,
  canWrite,
  onAction,
}: {
  products: Product[];
  units: EspaceUnit[];
  reference: HazardReference;
  canWrite: boolean;
  onAction: (action: ProductAction, product: Product) => void;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          units={units}
          reference={reference}
          canWrite={canWrite}
          onAction={(action) => onAction(action, product)}
        />
      ))}
    </ul>
  );
}

function ProductCard({
  product,
  units,
  reference,
  canWrite,
  onAction,
}: {
  product: Product;
  units: EspaceUnit[];
  reference: HazardReference;
  canWrite: boolean;
  onAction: (action: ProductAction) => void;
}) {
  const titleId = useId();
  const byKey = new Map(units.map((u) => [unitKey(u), u]));
  const unitNames = product.unitesDeTravail.map(
    (link) => byKey.get(unitKey(link))?.unitName ?? 'Unité supprimée',
  );
  const pictograms = reference.pictogrammes.filter((p) =>
    product.pictogrammes.some((code) => code === p.code),
  );
  const describe = { 'aria-describedby': titleId };
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
        {product.nomCommercial}
      </h2>
      <p className="flex flex-wrap gap-2 pt-1 empty:hidden">
        <CmrBadge cmr={product.cmr} />
        <ProductFlags product={product} />
      </p>
      <dl className="mt-2 space-y-1 text-sm break-words text-slate-700">
        <Line term="Fournisseur" value={product.fournisseur} />
        <Line term="Usage" value={product.usage} />
        <Line
          term="Quantité"
          value={[product.quantite, product.frequence && FREQUENCE_LABELS[product.frequence]]
            .filter(Boolean)
            .join(' · ')}
        />
        <Line term="Unités de travail" value={unitNames.join(', ') || 'Aucune'} />
        {product.utilisateurs.length > 0 && (
          <Line term="Utilisateurs" value={product.utilisateurs.join(', ')} />
        )}
        <Line term="Mentions de danger" value={product.mentionsDanger.join(', ') || 'Aucune'} />
        <Line
          term="FDS"
          value={
            product.fds
              ? `Révisée le ${product.fdsDateRevision ? formatDay(product.fdsDateRevision) : '(date non indiquée)'}`
              : 'Aucune fiche envoyée'
          }
        />
      </dl>
      {pictograms.length > 0 && (
        <ul aria-label="Pictogrammes" className="mt-3 flex flex-wrap gap-2">
          {pictograms.map((p) => (
            <li key={p.code}>
              <PictogramIcon pictogram={p} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {canWrite && (
          <Button variant="secondary" onClick={() => onAction('edit')} {...describe}>
            Modifier
          </Button>
        )}
        {canWrite && (
          <Button variant="secondary" onClick={() => onAction('fds')} {...describe}>
            {product.fds ? 'Remplacer la FDS' : 'Envoyer la FDS'}
          </Button>
        )}
        {product.fds && (
          <Button variant="secondary" onClick={() => onAction('download-fds')} {...describe}>
            Télécharger la FDS
          </Button>
        )}
        {product.cmr && (
          <Button variant="secondary" onClick={() => onAction('substitutions')} {...describe}>
            Recherche de substitution ({product.substitutionCount})
          </Button>
        )}
        {canWrite && (
          <Button variant="ghost" onClick={() => onAction('delete')} {...describe}>
            Supprimer
          </Button>
        )}
      </div>
    </li>
  );
}

function Line({ term, value }: { term: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="inline font-medium text-slate-900">{term} : </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
}
