import { useSyncExternalStore } from 'react';
import { browserIsOnline } from './offline-writes';

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
