import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  EVENEMENT_TYPE_LABELS,
  LIVING_DOCUMENT_MESSAGES as M,
  type Evenement,
} from '@duerp/domain/living-document';
import { formatDay } from '@duerp/domain/calendar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { IconButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';
import { useWithdrawEvent } from './api/withdraw-event';
import { toastApiError } from '@/lib/api-errors';

/**
 * "Mise à jour requise": the events no version answered yet, each of which may be withdrawn if it
 * was reported by mistake (after a confirmation), and the way to the next version.
 */
export function PendingEvents({
  duerpId,
  pending,
  text,
}: {
  duerpId: string;
  pending: Evenement[];
  /** How a description shows (reversed in the demonstration). */
  text: (value: string) => string;
}) {
  const [withdrawing, setWithdrawing] = useState<Evenement | null>(null);
  const withdraw = useWithdrawEvent();
  const can = useDuerpPermissions();
  if (pending.length === 0) return null;

  return (
    <div role="status" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm">
      <p className="font-semibold text-red-800">{M.updateRequired}</p>
      <ul className="mt-1 space-y-1 text-red-900">
        {pending.map((e) => (
          <li key={e.idEvenement} className="flex items-start justify-between gap-2">
            <span className="min-w-0 break-words pt-3">
              {EVENEMENT_TYPE_LABELS[e.type]} ({formatDay(e.date)}) : {text(e.description)}
            </span>
            {can.write && (
              <IconButton
                label={`Retirer l'événement du ${formatDay(e.date)}`}
                tone="danger"
                icon={<Icon name="trash" />}
                onClick={() => setWithdrawing(e)}
              />
            )}
          </li>
        ))}
      </ul>
      {can.write && (
        <Link
          to={paths.editDuerp(duerpId, 7)}
          className="mt-2 inline-block font-semibold text-red-900 underline"
        >
          Valider une nouvelle version
        </Link>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Retirer cet événement ?"
        description="Retirez un événement signalé par erreur : il ne sera plus donné comme motif de la prochaine version du DUERP."
        confirmLabel="Retirer"
        onConfirm={async () => {
          if (!withdrawing) return;
          try {
            await withdraw.mutateAsync({
              id: duerpId,
              body: { idEvenement: withdrawing.idEvenement },
            });
            toast.success(M.evenementRetire);
          } catch (error) {
            toastApiError(error);
            throw error;
          }
        }}
      />
    </div>
  );
}
