import { presentRiskActions, risqueLabel } from '@duerp/domain/presentation';
import type { RisqueRow } from '@duerp/domain/document-view';
import { Dialog } from '@/components/ui/dialog';
import { ActionItem } from './action-item';

/** The modal of the preventive actions of one risk (600 px). */
export function RiskActionsDialog({
  row,
  onClose,
}: {
  row: RisqueRow | null;
  onClose: () => void;
}) {
  const actions = row ? presentRiskActions(row.unite, row.risque) : [];
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Actions de prévention du risque"
      size="md"
      description={
        row ? `${risqueLabel(row.risque)} — unité « ${row.unite.displayName} »` : undefined
      }
    >
      {actions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          Aucune action de prévention n'est rattachée à ce risque.
        </p>
      ) : (
        <ul className="mt-4 space-y-2">
          {actions.map((action) => (
            <li key={action.idAction}>
              <ActionItem action={action} showRisque={false} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
