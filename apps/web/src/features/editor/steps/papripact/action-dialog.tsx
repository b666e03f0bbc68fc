import type { ActionPreventive, UniteDeTravail, UpsertActionBody } from '@duerp/domain/duerp';
import { Dialog } from '@/components/ui/dialog';
import { ActionForm } from './action-form';
import type { ProposedAction } from './measure-proposals';

export interface ActionDialogProps {
  /** The unit and the action to edit (null to create); null when the dialog is closed. */
  target: {
    unite: UniteDeTravail;
    action: ActionPreventive | null;
    today: string;
    /** A proposed measure to plan (issue 41): the new action's risk and description. */
    draft?: ProposedAction;
  } | null;
  onClose: () => void;
  /** Saves; throws (after reporting) to keep the dialog open. */
  onSave: (body: UpsertActionBody) => Promise<void>;
}

/** Step 6: the create/edit modal of a preventive action. */
export function ActionDialog({ target, onClose, onSave }: ActionDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.action ? "Modifier l'action préventive" : 'Nouvelle action préventive'}
      size="md"
    >
      {target && (
        <ActionForm
          key={target.action?.idAction ?? target.draft?.descriptionDeLaMesure ?? 'new'}
          unite={target.unite}
          action={target.action}
          today={target.today}
          draft={target.draft}
          onCancel={onClose}
          onSave={async (body) => {
            await onSave(body);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
