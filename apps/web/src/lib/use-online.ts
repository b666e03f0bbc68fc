import { useSyncExternalStore } from 'react';
import { browserIsOnline, getOfflineHandler } from './offline-writes';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the device has a network now (what needs one says « Connexion nécessaire »). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserIsOnline, () => true);
}

/** Why a button that needs the network is disabled while offline. */
export const CONNECTION_NEEDED = 'Connexion nécessaire';

const noSubscription = () => () => undefined;

/** Whether edits made offline still wait to be sent (a version made now would miss them). */
export function useWritesPending(): boolean {
  const handler = getOfflineHandler();
  return useSyncExternalStore(
    handler?.subscribe ?? noSubscription,
    () => handler?.hasPending() ?? false,
    () => false,
  );
}

/** Why generating waits while edits made offline are still being sent. */
export const WRITES_PENDING = 'Modifications hors ligne en cours d’envoi';
