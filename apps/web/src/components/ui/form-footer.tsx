import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The buttons of a long form in a dialog, kept in view at the bottom of the dialog's scrolling
 * body (its padding is undone so the bar spans the whole width).
 */
export function FormFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 z-10 -mx-5 space-y-3 border-t border-slate-200 bg-white px-5 py-4">
      {children}
    </div>
  );
}

/** « Annuler » and the form's submit button (on top on a phone), both held while it saves. */
export function CancelAndSubmit({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Annuler
      </Button>
      <Button type="submit" loading={pending}>
        {children}
      </Button>
    </div>
  );
}
