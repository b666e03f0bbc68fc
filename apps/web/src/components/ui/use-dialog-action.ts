import { useState } from 'react';

/**
 * A dialog's main action: `pending` while it runs, the dialog closed once it succeeds. On failure
 * (reported by the caller, who rethrows) the dialog stays open with its entry, to retry or cancel.
 */
export function useDialogAction(onOpenChange: (open: boolean) => void) {
  const [pending, setPending] = useState(false);
  const run = async (action: () => unknown) => {
    setPending(true);
    try {
      await action();
      onOpenChange(false);
    } catch {
      // Reported by the caller.
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
