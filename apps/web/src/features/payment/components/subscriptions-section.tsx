import { Alert } from '@/components/ui/alert';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { usePrices } from '../api/get-prices';
import { useSubscriptions } from '../api/get-subscriptions';
import { PlanBanner } from './plan-banner';
import { SubscriptionList } from './subscription-list';

/** /my-account "Subscriptions": the current-plan banner and the subscriptions. */
export function SubscriptionsSection() {
  const prices = usePrices();
  const subscriptions = useSubscriptions();
  return (
    <section
      aria-labelledby="subscriptions-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="subscriptions-title" className="text-lg font-semibold">
        Mes abonnements
      </h2>
      <div className="mt-3">
        {prices.isPending ? (
          <Spinner label="Chargement de votre plan…" />
        ) : (
          <PlanBanner prices={prices.data} />
        )}
      </div>
      <div className="mt-4">
        {subscriptions.isPending ? (
          <PageSpinner label="Chargement des abonnements…" />
        ) : subscriptions.isError ? (
          <Alert tone="error">Impossible de charger la liste de vos abonnements.</Alert>
        ) : (
          <SubscriptionList subscriptions={subscriptions.data} />
        )}
      </div>
    </section>
  );
}
