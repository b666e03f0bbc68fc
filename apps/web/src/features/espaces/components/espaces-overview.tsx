import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEspacesOverview } from '../api/get-espaces-overview';
import { useCurrentEspace } from '../hooks/use-current-espace';
import { useSwitchEspace } from '../hooks/use-switch-espace';
import { CreateEspaceDialog } from './create-espace-dialog';
import { EspaceOverviewCard } from './espace-overview-card';

/**
 * "Mes espaces": every espace of the person, what needs attention first; one click opens one.
 * `compliance` draws an espace's compliance findings (the app composes the feature that has them).
 */
export function EspacesOverview({
  compliance,
}: { compliance?: (espaceId: string) => ReactNode } = {}) {
  useDocumentTitle('Mes espaces');
  const overview = useEspacesOverview();
  const { current } = useCurrentEspace();
  const switchTo = useSwitchEspace();
  const [creating, setCreating] = useState(false);
  return (
    <section className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Mes espaces</h1>
          <p className="mt-1 text-slate-700">
            Chaque espace réunit les DUERP d'un employeur et les personnes qui y travaillent. Ceux
            qui demandent votre attention viennent en premier.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={paths.radar} className={buttonClassName('secondary')}>
            Radar de conformité
          </Link>
          <Button variant="secondary" onClick={() => setCreating(true)}>
            Nouvel espace
          </Button>
        </div>
      </div>
      {overview.isPending ? (
        <PageSpinner label="Chargement de vos espaces…" />
      ) : overview.isError ? (
        <Alert tone="error">{describeApiError(overview.error)}</Alert>
      ) : overview.data.length === 0 ? (
        <p className="text-slate-700">Aucun espace.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {overview.data.map((espace) => (
            <li key={espace.id}>
              <EspaceOverviewCard
                espace={espace}
                isCurrent={espace.id === current?.id}
                onOpen={() => switchTo(espace)}
                compliance={compliance?.(espace.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <CreateEspaceDialog open={creating} onOpenChange={setCreating} onCreated={switchTo} />
    </section>
  );
}
