import type { RefObject } from 'react';
import { actionRisqueLabel } from '@duerp/domain/presentation';
import type { ActionPreventive, UniteDeTravail } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { MissingStepWarning } from '../risk-entry/missing-step-warning';
import { EditableArea } from '../../components/editable-area';
import { ActionCard } from './action-card';
import { MeasureProposals, type ProposedAction } from './measure-proposals';

/** Step 6 for one unit: its preventive actions and the button that adds one. */
export function UnitActions({
  duerpId,
  unite,
  heading,
  onAdd,
  onPlan,
  onEdit,
  onDelete,
}: {
  duerpId: string;
  unite: UniteDeTravail;
  heading: RefObject<HTMLHeadingElement | null>;
  onAdd: () => void;
  /** Opens the action modal prefilled with a proposed measure (issue 41). */
  onPlan: (proposal: ProposedAction) => void;
  onEdit: (action: ActionPreventive) => void;
  onDelete: (action: ActionPreventive) => void;
}) {
  const actions = unite.papripactActionsPreventives;
  const nameOf = (idRisque: string) =>
    actionRisqueLabel(unite.risques.find((r) => r.idRisque === idRisque));
  return (
    <div>
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900"
        >
          {unite.displayName}
        </h3>
        {unite.risques.length > 0 && (
          <EditableArea>
            <Button onClick={onAdd} className="shrink-0">
              Ajouter une action préventive
            </Button>
          </EditableArea>
        )}
      </div>
      <MeasureProposals unite={unite} onPlan={onPlan} />
      {unite.risques.length === 0 ? (
        <MissingStepWarning
          duerpId={duerpId}
          step={4}
          text="Cette unité ne compte aucun risque : une action préventive se rattache à un risque."
          linkLabel="Saisir ses risques à l'étape 4"
        />
      ) : actions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          Aucune action préventive pour cette unité pour le moment.
        </p>
      ) : (
        <ul aria-label={`Actions préventives : ${unite.displayName}`} className="space-y-3">
          {actions.map((action) => (
            <ActionCard
              key={action.idAction}
              action={action}
              duerpId={duerpId}
              risqueName={nameOf(action.idRisqueAssocie)}
              onEdit={() => onEdit(action)}
              onDelete={() => onDelete(action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
