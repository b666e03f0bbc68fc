import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DUERPS_LOAD_FAILED, useDuerps } from '@/features/duerp';
import { RequireEspaceRole } from '@/features/espaces';
import { SelectDuerpList } from '@/features/payment';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /choose-plan/select-duerp: which DUERP the standard plan is for. */
export function SelectDuerpRoute() {
  useDocumentTitle('Choisir un DUERP');
  return (
    <RequireEspaceRole action="billing" title="Choisir un DUERP">
      <SelectDuerp />
    </RequireEspaceRole>
  );
}

function SelectDuerp() {
  const duerps = useDuerps();
  return (
    <section className="space-y-6">
      <Link
        to={paths.choosePlan}
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Retour aux plans tarifaires
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Choisir un DUERP</h1>
        <p className="mt-2 text-slate-700">
          Le plan Standard donne l'accès complet à un DUERP pendant un an. Choisissez le DUERP
          finalisé que vous souhaitez acheter.
        </p>
      </div>
      {duerps.isPending ? (
        <PageSpinner />
      ) : duerps.isError ? (
        <Alert tone="error">{DUERPS_LOAD_FAILED}</Alert>
      ) : (
        <SelectDuerpList duerps={duerps.data} />
      )}
    </section>
  );
}
