import { useSyncExternalStore } from 'react';

/**
 * The espace the account-level calls act on (sent as X-Espace-Id by the API client), kept beside
 * the session tokens; none means the person's personal espace.
 */
const KEY = 'espaceId';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  // Another tab switched espace, signed out or cleared the storage.
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) notify();
  });
}

export function getCurrentEspaceId(): string | null {
  return localStorage.getItem(KEY);
}

/** `null` goes back to the personal espace. */
export function setCurrentEspaceId(id: string | null): void {
  if (id === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, id);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentEspaceId(): string | null {
  return useSyncExternalStore(subscribe, getCurrentEspaceId);
}
