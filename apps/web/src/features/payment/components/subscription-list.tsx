import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateLong } from '@duerp/domain/calendar';
import type { Subscription } from '@duerp/domain/payment';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastApiError } from '@/lib/api-errors';
import { useToggleAutoRenew } from '../api/toggle-auto-renew';
import { SubscriptionItem } from './subscription-item';

const dueDate = (s: Subscription) => {
  const date = s.plannedNextBillingTime ?? s.plannedCancellationTime;
  return date ? `, le ${formatDateLong(date)}` : '';
};

/** Subscriptions: the toggle asks first; cancelling the dialog clears the choice. */
export function SubscriptionList({ subscriptions }: { subscriptions: Subscription[] }) {
  const [chosen, setChosen] = useState<Subscription | null>(null);
  const toggle = useToggleAutoRenew();
  const enable = chosen ? !chosen.isAutoRenew : false;

  const confirm = async () => {
    if (!chosen) return;
    try {
      const { message } = await toggle.mutateAsync({
        subscriptionId: chosen.id,
        shouldEnableAutoRenew: enable,
      });
      toast.success(message);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };

  if (subscriptions.length === 0) {
    return <p className="text-sm text-slate-700">Vous n'avez encore souscrit aucun abonnement.</p>;
  }
  return (
    <>
      <ul className="space-y-3">
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <SubscriptionItem
              subscription={subscription}
              pending={toggle.isPending && toggle.variables?.subscriptionId === subscription.id}
              onToggle={setChosen}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={
          enable
            ? 'Réactiver le renouvellement automatique ?'
            : 'Annuler le renouvellement automatique ?'
        }
        description={
          enable
            ? `« ${chosen?.productDisplayName ?? ''} » sera renouvelé automatiquement à sa prochaine échéance${chosen ? dueDate(chosen) : ''}.`
            : `« ${chosen?.productDisplayName ?? ''} » restera actif jusqu'à sa prochaine échéance${chosen ? dueDate(chosen) : ''}, puis prendra fin.`
        }
        confirmLabel={enable ? 'Réactiver le renouvellement' : 'Annuler le renouvellement'}
        cancelLabel="Retour"
        tone={enable ? 'primary' : 'danger'}
        onConfirm={confirm}
      />
    </>
  );
}
