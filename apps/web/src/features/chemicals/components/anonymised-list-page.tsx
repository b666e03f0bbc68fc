import { formatDay, todayInParis } from '@duerp/domain/calendar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnonymisedExposures } from '../api/exposures';
import { ExposureLines } from './exposure-lines';

/** The anonymised list of workers exposed to CMR agents, to print for the workers and the CSE. */
export function AnonymisedListPage({
  espaceId,
  espaceName,
}: {
  espaceId: string;
  espaceName: string;
}) {
  useDocumentTitle('Liste anonymisée des travailleurs exposés aux CMR');
  const list = useAnonymisedExposures(espaceId);
  return (
    <section className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            Travailleurs exposés aux agents CMR — liste anonymisée
          </h1>
          <p className="text-sm break-words text-slate-700">
            {espaceName} · état au {formatDay(todayInParis())}
          </p>
        </div>
        <Button onClick={() => window.print()} className="shrink-0 print:hidden">
          Imprimer
        </Button>
      </div>
      {list.isPending ? (
        <PageSpinner label="Chargement de la liste…" />
      ) : list.isError ? (
        <Alert tone="error">{describeApiError(list.error)}</Alert>
      ) : list.data.produits.length === 0 ? (
        <Alert tone="info">Aucun produit CMR avéré dans le registre.</Alert>
      ) : (
        <ul className="space-y-5">
          {list.data.produits.map((product) => (
            <li key={product.id} className="break-inside-avoid">
              <ExposureLines
                product={product}
                lines={product.expositions}
                workerCount={product.nombreTravailleurs}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
