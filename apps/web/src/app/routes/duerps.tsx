import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useAccountInfo } from '@/features/account/api/get-account-info';
import { useDuerps } from '@/features/duerp/api/list-duerps';
import { DuerpList } from '@/features/duerp/components/duerp-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2 /duerps: 'Mes DUERP (count/max)'; max stays '-' when the account info fails. */
export function DuerpsRoute() {
  useDocumentTitle('Mes DUERP');
  const duerps = useDuerps();
  const account = useAccountInfo();
  const max = account.data?.maxNumberOfDuerps ?? null;
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">
        Mes DUERP{duerps.data && ` (${duerps.data.length}/${max ?? '-'})`}
      </h1>
      {duerps.isPending ? (
        <PageSpinner />
      ) : duerps.isError ? (
        <Alert tone="error">Erreur lors du chargement des DUERP.</Alert>
      ) : (
        <DuerpList duerps={duerps.data} maxNumberOfDuerps={max} />
      )}
    </section>
  );
}
