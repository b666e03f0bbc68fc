import { displayBudget } from '@duerp/domain/format';
import { formatDay } from '@duerp/domain/calendar';
import type { ActionPreventive } from '@duerp/domain/duerp';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { ActionStatusBadge } from '@/components/risk/action-status-badge';
import { IconButton } from '@/components/ui/icon-button';
import { Icon } from '@/components/ui/icon';
import { CommentsButton } from '@/features/comments';
import { EditableArea } from '../../components/editable-area';

/** A preventive action: its risk, the measure, who, when, how much, where it stands. */
export function ActionCard({
  action,
  duerpId,
  risqueName,
  onEdit,
  onDelete,
}: {
  action: ActionPreventive;
  duerpId: string;
  risqueName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const short =
    action.descriptionDeLaMesure.length > 60
      ? `${action.descriptionDeLaMesure.slice(0, 57)}…`
      : action.descriptionDeLaMesure;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium break-words text-slate-600">Risque : {risqueName}</p>
          <p className="mt-1 font-medium break-words whitespace-pre-line text-slate-900">
            {action.descriptionDeLaMesure}
          </p>
        </div>
        <EditableArea className="flex shrink-0 gap-1">
          <IconButton
            label={`Modifier l'action « ${short} »`}
            onClick={onEdit}
            icon={<Icon name="pencil" />}
          />
          <IconButton
            label={`Supprimer l'action « ${short} »`}
            tone="danger"
            onClick={onDelete}
            icon={<Icon name="trash" />}
          />
        </EditableArea>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Detail term="Responsable" value={action.responsable} />
        <Detail term="Échéance" value={formatDay(action.date)} />
        <Detail term="Budget" value={displayBudget(action.budget) || '—'} />
        <div>
          <dt className="text-xs text-slate-600">Statut</dt>
          <dd>
            <ActionStatusBadge statut={action.statut} />
          </dd>
        </div>
      </dl>
      <CommentsButton
        duerpId={duerpId}
        target={{ cible: 'action', idCible: action.idAction }}
        label={short}
      />
      <ItemPhotosSlot
        idUniteDeTravail={action.idUniteDeTravail}
        idAction={action.idAction}
        label={short}
      />
    </li>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}
