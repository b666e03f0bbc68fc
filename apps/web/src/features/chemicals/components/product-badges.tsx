import type { CmrClass, Product } from '@duerp/domain/chemicals';
import { Badge } from '@/components/ui/badge';
import type { Pictogram } from '../api/reference';

/** An image of our own SVG: an `<img>` runs no script, whatever the markup holds. */
export const pictogramSrc = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

export function PictogramIcon({
  pictogram,
  size = 'h-9 w-9',
}: {
  pictogram: Pictogram;
  size?: string;
}) {
  return (
    <img
      src={pictogramSrc(pictogram.svg)}
      alt={pictogram.nom}
      title={pictogram.nom}
      className={`${size} shrink-0`}
    />
  );
}

export const CMR_LABELS: Record<CmrClass, string> = {
  avere: 'CMR avéré',
  suspecte: 'CMR suspecté',
};

export function CmrBadge({ cmr }: { cmr: CmrClass | null }) {
  if (!cmr) return null;
  return (
    <Badge
      tone={cmr === 'avere' ? 'danger' : 'warning'}
      title={
        cmr === 'avere'
          ? 'Cancérogène, mutagène ou toxique pour la reproduction, catégorie 1A ou 1B'
          : 'Cancérogène, mutagène ou toxique pour la reproduction suspecté, catégorie 2'
      }
    >
      {CMR_LABELS[cmr]}
    </Badge>
  );
}

const FDS_FLAG_LABELS = {
  manquante: 'FDS manquante',
  'sans-date': 'FDS sans date de révision',
  ancienne: 'FDS de plus de 3 ans',
} as const;

/** What the register asks to act on: the sheet missing or old, a CMR without substitution. */
export function ProductFlags({ product }: { product: Product }) {
  const { fds, cmrSansSubstitution } = product.flags;
  return (
    <>
      {fds && <Badge tone="warning">{FDS_FLAG_LABELS[fds]}</Badge>}
      {cmrSansSubstitution && <Badge tone="danger">CMR sans recherche de substitution</Badge>}
    </>
  );
}
