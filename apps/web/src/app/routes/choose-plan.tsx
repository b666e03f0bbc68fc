import { useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { usePrices } from '@/features/payment/api/get-prices';
import { PaymentTestNotice } from '@/features/payment/components/payment-test-notice';
import { PlanCards } from '@/features/payment/components/plan-cards';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2 /choose-plan (query duerpid optional): the four plans, prices excluding tax. */
export function ChoosePlanRoute() {
  useDocumentTitle('Plans tarifaires');
  const [params] = useSearchParams();
  const duerpId = params.get('duerpid') || null;
  const prices = usePrices();
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Plans tarifaires</h1>
        <p className="mt-2 text-slate-700">
          Choisissez le plan adapté à votre entreprise. Les prix sont indiqués hors taxes (HT), pour
          un abonnement d'un an.
        </p>
      </div>
      <PaymentTestNotice />
      {prices.isPending ? (
        <PageSpinner label="Chargement des tarifs…" />
      ) : prices.isError ? (
        <Alert tone="error">{PAYMENT_MESSAGES.pricesLoadFailed}</Alert>
      ) : prices.data === null ? (
        <Alert tone="info">{PAYMENT_MESSAGES.pricesEmpty}</Alert>
      ) : (
        <PlanCards prices={prices.data} duerpId={duerpId} />
      )}
    </section>
  );
}
