import { useState } from 'react';
import {
  facteurRps,
  familleRpsLabel,
  type ActionRps,
  type FamilleRpsId,
  type UniteRps,
} from '@duerp/domain/rps';
import { formatDay } from '@duerp/domain/calendar';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CommentsButton } from '@/features/comments';
import { EditableArea } from '../../components/editable-area';
import { useRpsSave } from './use-rps-save';

/** What an RPS action treats, in words. */
export function cibleLabel(action: ActionRps): string {
  return action.cible.type === 'famille'
    ? `Famille « ${familleRpsLabel(action.cible.famille)} »`
    : `Facteur « ${facteurRps(action.cible.idFacteur)?.label ?? action.cible.idFacteur} »`;
}

const familleOf = (action: ActionRps) =>
  action.cible.type === 'famille'
    ? action.cible.famille
    : facteurRps(action.cible.idFacteur)?.famille;

/** The actions on a family or its factors, with add, edit and delete (after a confirmation). */
export function RpsActionList({
  duerp,
  unite,
  famille,
  onAdd,
  onEdit,
}: {
  duerp: DuerpDocument;
  unite: UniteRps;
  famille: FamilleRpsId;
  onAdd: () => void;
  onEdit: (action: ActionRps) => void;
}) {
  const { save } = useRpsSave(duerp, 'deleteActionRps');
  const [deleting, setDeleting] = useState<ActionRps | null>(null);
  const actions = unite.actions.filter((a) => familleOf(a) === famille);
  return (
    <div>
      <h5 className="text-sm font-semibold">Actions de prévention</h5>
      {actions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">Aucune action pour cette famille.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {actions.map((action) => (
            <li key={action.idAction} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="text-xs font-medium text-slate-600">{cibleLabel(action)}</p>
              <p className="font-medium break-words">{action.descriptionDeLaMesure}</p>
              <p className="text-sm text-slate-700">
                {action.responsable} · {formatDay(action.date)} · {action.statut}
                {action.budget && ` · ${action.budget}`}
              </p>
              <CommentsButton
                duerpId={duerp.id}
                target={{ cible: 'action', idCible: action.idAction }}
                label={action.descriptionDeLaMesure}
              />
              <EditableArea className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  aria-label={`Modifier l'action « ${action.descriptionDeLaMesure} »`}
                  onClick={() => onEdit(action)}
                >
                  Modifier
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Supprimer l'action « ${action.descriptionDeLaMesure} »`}
                  onClick={() => setDeleting(action)}
                >
                  Supprimer
                </Button>
              </EditableArea>
            </li>
          ))}
        </ul>
      )}
      <EditableArea className="mt-2">
        <Button variant="ghost" onClick={onAdd}>
          + Ajouter une action
        </Button>
      </EditableArea>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l'action ?"
        description={
          deleting && `« ${deleting.descriptionDeLaMesure} » sera supprimée du plan d'actions.`
        }
        confirmLabel="Supprimer"
        onConfirm={() =>
          deleting &&
          save({ idUniteRps: unite.idUniteRps, idAction: deleting.idAction }, 'Action supprimée')
        }
      />
    </div>
  );
}
