import type { ShownAction } from '@duerp/domain/presentation';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { ActionStatusBadge } from '@/components/risk/action-status-badge';
import { ItemComments } from '@/features/comments';

/** One preventive action: the measure, its status, the risk it targets, who, when, how much. */
export function ActionItem({
  action,
  showRisque = true,
}: {
  /** The action as the domain's presentation writes it (presentActions). */
  action: ShownAction;
  showRisque?: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-slate-900">{action.mesure}</p>
        <ActionStatusBadge statut={action.statut} />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        {showRisque && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-800">Risque associé : </dt>
            <dd className="inline break-words">{action.risque}</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium text-slate-800">Responsable : </dt>
          <dd className="inline">{action.responsable}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800">Échéance : </dt>
          <dd className="inline">{action.echeance}</dd>
        </div>
        {action.budget.trim() !== '' && (
          <div>
            <dt className="inline font-medium text-slate-800">Budget : </dt>
            <dd className="inline">{action.budget}</dd>
          </div>
        )}
      </dl>
      <ItemComments
        target={{ cible: 'action', idCible: action.idAction }}
        label={action.mesure.slice(0, 60)}
      />
      {/* Photos belong to a work unit's folder: an RPS action has none. */}
      {action.idUniteRps === undefined && (
        <ItemPhotosSlot
          idUniteDeTravail={action.idUniteDeTravail}
          idAction={action.idAction}
          label={action.mesure.slice(0, 60)}
        />
      )}
    </div>
  );
}
