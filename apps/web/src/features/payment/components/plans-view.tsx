import type { UseQueryResult } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type PricesResponse } from '@duerp/domain/payment';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { PaymentTestNotice } from './payment-test-notice';
import { PlanCards } from './plan-cards';

/** The plans page (/choose-plan, and /tarifs for visitors): title, states, four cards. */
export function PlansView({
  prices,
  duerpId,
  forVisitor = false,
}: {
  prices: UseQueryResult<PricesResponse | null>;
  duerpId: string | null;
  forVisitor?: boolean;
}) {
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Plans tarifaires</h1>
        <p className="mt-2 text-slate-700">
          Choisissez le plan adapté à votre entreprise. Les prix sont indiqués hors taxes (HT), pour
          un abonnement d'un an.
          {forVisitor &&
            ' Créez votre compte pour commencer : le plan gratuit ne demande aucun paiement.'}
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
        <PlanCards prices={prices.data} duerpId={duerpId} forVisitor={forVisitor} />
      )}
    </section>
  );
}
