import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { DUERPS_LOAD_FAILED } from '@/features/duerp/api/list-duerps';
import { DuerpList } from '@/features/duerp/components/duerp-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDuerpLimit } from '../use-duerp-limit';

/** SPEC §2 /duerps: 'Mes DUERP (count/max)'; max stays '-' when the account info fails. */
export function DuerpsRoute() {
  useDocumentTitle('Mes DUERP');
  const { duerps, max, limitReached } = useDuerpLimit();
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">
        Mes DUERP{duerps.data && ` (${duerps.data.length}/${max ?? '-'})`}
      </h1>
      {duerps.isPending ? (
        <PageSpinner />
      ) : duerps.isError ? (
        <Alert tone="error">{DUERPS_LOAD_FAILED}</Alert>
      ) : (
        <DuerpList duerps={duerps.data} limitReached={limitReached} />
      )}
    </section>
  );
}
