import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { DuerpLimitNotice } from './create-duerp-tile';

const TITLE = 'Dupliquer ce DUERP ?';

/**
 * Asks before duplicating; at the account's cap it says so instead of offering a copy that the
 * server would refuse.
 */
export function DuplicateDialog({
  open,
  onOpenChange,
  name,
  limitReached,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  limitReached: boolean;
  onConfirm: () => unknown;
}) {
  if (limitReached) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={TITLE}
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Fermer
          </Button>
        }
      >
        <DuerpLimitNotice />
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLE}
      description={`Une copie de « ${name} » sera créée, avec ses informations, ses unités de travail et ses risques. Les versions déjà générées ne sont pas copiées.`}
      confirmLabel="Dupliquer"
      tone="primary"
      onConfirm={onConfirm}
    />
  );
}
