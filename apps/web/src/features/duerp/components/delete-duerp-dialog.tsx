import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before deleting a DUERP, from the list and from its page alike. */
export function DeleteDuerpDialog({
  open,
  onOpenChange,
  name,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onConfirm: () => unknown;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Supprimer ce DUERP ?"
      description={`« ${name} » sera supprimé de votre liste, avec ses unités de travail, ses risques et ses actions. Cette action est irréversible.`}
      confirmLabel="Supprimer"
      onConfirm={onConfirm}
    />
  );
}
