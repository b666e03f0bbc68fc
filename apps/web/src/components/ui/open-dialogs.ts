import { useEffect, useSyncExternalStore } from 'react';

/* How many modal dialogs are open: the toasts move out of their way (see RootLayout). */
let openCount = 0;
const listeners = new Set<() => void>();

function change(delta: number) {
  openCount += delta;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts this dialog as open while `open` is true. */
export function useTrackOpenDialog(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    change(1);
    return () => change(-1);
  }, [open]);
}

/** True while at least one modal dialog is open. */
export function useIsDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
