import { useId } from 'react';
import { formatDateLong } from '@duerp/domain/calendar';
import { formatMoney } from '@duerp/domain/text';
import type { Subscription } from '@duerp/domain/payment';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** What a subscription says of its renewal. */
export function renewalText(subscription: Subscription): string {
  const { isActive, isAutoRenew, plannedNextBillingTime, plannedCancellationTime } = subscription;
  if (isActive && isAutoRenew) {
    return plannedNextBillingTime
      ? `Renouvellement automatique le ${formatDateLong(plannedNextBillingTime)}.`
      : 'Renouvellement automatique à la prochaine échéance.';
  }
  if (isActive) {
    const end = plannedCancellationTime
      ? ` le ${formatDateLong(plannedCancellationTime)}`
      : ' à la prochaine échéance';
    return `Se termine${end} : il ne sera pas renouvelé.`;
  }
  return plannedCancellationTime
    ? `Terminé le ${formatDateLong(plannedCancellationTime)}.`
    : 'Terminé.';
}

export interface SubscriptionItemProps {
  subscription: Subscription;
  pending: boolean;
  onToggle: (subscription: Subscription) => void;
}

/** One subscription: name, price HT/TTC per year, active or not, renewal, Annuler / Réactiver. */
export function SubscriptionItem({ subscription, pending, onToggle }: SubscriptionItemProps) {
  const titleId = useId();
  const { productDisplayName, recurringPriceHT, recurringPriceTTC, isActive, isAutoRenew } =
    subscription;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="break-words font-semibold text-slate-900">
            {productDisplayName}
          </h3>
          <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Actif' : 'Inactif'}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          Payé : {formatMoney(recurringPriceHT)} HT / an ({formatMoney(recurringPriceTTC)} TTC)
        </p>
        {subscription.renewalPriceTTC !== undefined && isActive && isAutoRenew && (
          <p className="mt-1 text-sm text-slate-700">
            Renouvellement au prix de {formatMoney(subscription.renewalPriceTTC)} TTC / an (la
            réduction ne valait que pour la première année).
          </p>
        )}
        <p className="mt-1 text-sm text-slate-700">{renewalText(subscription)}</p>
      </div>
      {isActive && (
        <Button
          variant="secondary"
          className="shrink-0"
          loading={pending}
          aria-describedby={titleId}
          onClick={() => onToggle(subscription)}
        >
          {isAutoRenew ? 'Annuler le renouvellement' : 'Réactiver le renouvellement'}
        </Button>
      )}
    </article>
  );
}
