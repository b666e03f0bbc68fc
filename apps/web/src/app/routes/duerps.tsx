import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { DUERPS_LOAD_FAILED, DuerpList, DuerpRole } from '@/features/duerp';
import { CurrentEspaceLine, useCurrentEspace } from '@/features/espaces';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDuerpLimit } from '../use-duerp-limit';

/** /duerps: 'Mes DUERP (count/max)'; max stays '-' when the account info fails. */
export function DuerpsRoute() {
  useDocumentTitle('Mes DUERP');
  const { duerps, max, limitReached } = useDuerpLimit();
  const { loading, current } = useCurrentEspace();
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">
        Mes DUERP{duerps.data && ` (${duerps.data.length}/${max ?? '-'})`}
      </h1>
      <CurrentEspaceLine />
      {/* The role decides the controls of the cards: known before they show. */}
      {duerps.isPending || loading ? (
        <PageSpinner />
      ) : duerps.isError ? (
        <Alert tone="error">{DUERPS_LOAD_FAILED}</Alert>
      ) : (
        <DuerpRole role={current?.role ?? null}>
          <DuerpList duerps={duerps.data} limitReached={limitReached} />
        </DuerpRole>
      )}
    </section>
  );
}
