import type { ReactNode, RefObject } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useDialogAction } from './use-dialog-action';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** May return a promise: the button spins until it settles, then the dialog closes. */
  onConfirm: () => unknown;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** Asks before anything is destroyed or left behind. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annuler',
  tone = 'danger',
  onConfirm,
  fallbackFocus,
}: ConfirmDialogProps) {
  const { pending, run } = useDialogAction(onOpenChange);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      fallbackFocus={fallbackFocus}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => run(onConfirm)} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
