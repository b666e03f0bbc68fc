import {
  actionRisqueLabel,
  displayBudget,
  formatDay,
  type ActionPreventive,
  type Risque,
} from '@duerp/domain';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { ActionStatusBadge } from '@/components/risk/action-status-badge';
import { ItemComments } from '@/features/comments';

/** One preventive action: the measure, its status, the risk it targets, who, when, how much. */
export function ActionItem({
  action,
  risque,
  showRisque = true,
}: {
  action: ActionPreventive;
  risque: Risque | undefined;
  showRisque?: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-slate-900">
          {action.descriptionDeLaMesure}
        </p>
        <ActionStatusBadge statut={action.statut} />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        {showRisque && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-800">Risque associé : </dt>
            <dd className="inline break-words">{actionRisqueLabel(risque)}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium text-slate-800">Responsable : </dt>
          <dd className="inline">{action.responsable}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800">Échéance : </dt>
          <dd className="inline">{formatDay(action.date)}</dd>
        </div>
        {action.budget.trim() !== '' && (
          <div>
            <dt className="inline font-medium text-slate-800">Budget : </dt>
            <dd className="inline">{displayBudget(action.budget)}</dd>
          </div>
        )}
      </dl>
      <ItemComments
        target={{ cible: 'action', idCible: action.idAction }}
        label={action.descriptionDeLaMesure.slice(0, 60)}
      />
      <ItemPhotosSlot
        idUniteDeTravail={action.idUniteDeTravail}
        idAction={action.idAction}
        label={action.descriptionDeLaMesure.slice(0, 60)}
      />
    </div>
  );
}
