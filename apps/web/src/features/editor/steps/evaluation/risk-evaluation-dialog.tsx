import type { Categorie, Risque, UpdateRisqueBody } from '@duerp/domain/duerp';
import { Dialog } from '@/components/ui/dialog';
import { RiskEvaluationForm, type RiskEvaluationFormProps } from './risk-evaluation-form';

export interface RiskEvaluationDialogProps {
  /** The risk being evaluated, with its unit; null when the dialog is closed. */
  target: {
    idUniteDeTravail: string;
    risque: Risque;
    categories: Categorie[];
    /** A re-rating after a finished preventive action (issue 16). */
    reevaluation?: { idAction: string; description: string };
    /** The catalogue's proposed measures for the risk (issue 41). */
    catalogue?: RiskEvaluationFormProps['catalogue'];
  } | null;
  onClose: () => void;
  /** Saves; throws (after reporting) to keep the dialog open. */
  onSave: (body: UpdateRisqueBody) => Promise<void>;
}

/** Risk evaluation: the modal that names, describes and scores one risk. */
export function RiskEvaluationDialog({ target, onClose, onSave }: RiskEvaluationDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.reevaluation ? 'Réévaluer le risque' : 'Évaluer le risque'}
      size="lg"
    >
      {target && (
        <RiskEvaluationForm
          key={target.risque.idRisque}
          {...target}
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
