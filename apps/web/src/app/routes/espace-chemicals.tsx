import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { MyEspace } from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AnonymisedListPage, ChemicalsPage } from '@/features/chemicals';
import { useCurrentEspace } from '@/features/espaces';

/** The espace of the address among the person's, with the way back to « Mes espaces ». */
function WithEspace({ children }: { children: (espace: MyEspace) => ReactNode }) {
  const { espaceId = '' } = useParams();
  const { loading, list } = useCurrentEspace();
  const espace = list.find((e) => e.id === espaceId);
  return (
    <div className="space-y-4">
      <Link
        to={paths.espaces}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-blue-800 hover:underline print:hidden"
      >
        <span aria-hidden="true">←</span> Mes espaces
      </Link>
      {loading ? (
        <PageSpinner />
      ) : espace ? (
        children(espace)
      ) : (
        <Alert tone="error">Espace introuvable, ou vous n'en êtes plus membre.</Alert>
      )}
    </div>
  );
}

/** Issue 44: « Produits chimiques » of an espace. */
export function EspaceChemicalsRoute() {
  return (
    <WithEspace>
      {(espace) => (
        <ChemicalsPage
          key={espace.id}
          espaceId={espace.id}
          espaceName={espace.name}
          role={espace.role}
        />
      )}
    </WithEspace>
  );
}

/** Issue 44: the anonymised list of workers exposed to CMR agents, for the CSE. */
export function EspaceCmrListRoute() {
  return (
    <WithEspace>
      {(espace) => <AnonymisedListPage espaceId={espace.id} espaceName={espace.name} />}
    </WithEspace>
  );
}
