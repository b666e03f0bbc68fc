import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES, PLAN_CODES, type PlanCode } from '@duerp/domain/payment';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { choosePlanUrl } from '@/config/paths';
import { DUERP_LOAD_FAILED, getDuerpQueryOptions } from '@/features/duerp';
import { RequireEspaceRole } from '@/features/espaces';
import { useBillingProfiles, usePrices, CheckoutView } from '@/features/payment';
import { useDocumentTitle } from '@/lib/use-document-title';

const isPlanCode = (value: string | null): value is PlanCode =>
  PLAN_CODES.some((code) => code === value);

/** /checkout?duerpid={id}&plan={SUBPLAN_STANDARD|SUBPLAN_PREMIUM}: the basket. */
export function CheckoutRoute() {
  useDocumentTitle('Panier');
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const plan = isPlanCode(requested) ? requested : null;
  const duerpId = params.get('duerpid') || null;
  const standard = plan === 'SUBPLAN_STANDARD';
  const problem = !plan
    ? PAYMENT_MESSAGES.planUnsupported
    : standard && !duerpId
      ? PAYMENT_MESSAGES.duerpIdMissing
      : null;
  return (
    <section className="space-y-6">
      <Link
        to={choosePlanUrl(standard ? duerpId : null)}
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Retour aux plans tarifaires
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Mon panier</h1>
      {problem || !plan ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <RequireEspaceRole action="billing">
          <CheckoutLoader plan={plan} duerpId={standard ? duerpId : null} />
        </RequireEspaceRole>
      )}
    </section>
  );
}

/** States of the checkout page: loading, error, then ready (the view handles paying). */
function CheckoutLoader({ plan, duerpId }: { plan: PlanCode; duerpId: string | null }) {
  const prices = usePrices();
  const profiles = useBillingProfiles();
  const duerp = useQuery({ ...getDuerpQueryOptions(duerpId ?? ''), enabled: duerpId !== null });
  if (prices.isPending || profiles.isPending || (duerpId !== null && duerp.isPending)) {
    return <PageSpinner />;
  }
  if (prices.isError || prices.data === null)
    return <Alert tone="error">{PAYMENT_MESSAGES.pricesLoadFailed}</Alert>;
  if (duerpId !== null && duerp.isError) return <Alert tone="error">{DUERP_LOAD_FAILED}</Alert>;
  if (profiles.isError) return <Alert tone="error">Erreur lors du chargement des données.</Alert>;
  return (
    <CheckoutView
      plan={plan}
      prices={prices.data}
      profiles={profiles.data}
      duerp={duerp.data ?? null}
    />
  );
}
