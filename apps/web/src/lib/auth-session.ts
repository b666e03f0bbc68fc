import { useSyncExternalStore } from 'react';
import { forgetOpenedDocuments } from './opened-documents';

/** The localStorage keys of the session tokens. */
const ACCESS_KEY = 'token';
const REFRESH_KEY = 'refreshToken';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === ACCESS_KEY || event.key === REFRESH_KEY || event.key === null) notify();
  });
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function storeTokens(tokens: Tokens): void {
  localStorage.setItem(ACCESS_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  notify();
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  forgetOpenedDocuments();
  notify();
}

/** The `exp` claim (seconds) of a JWT, or null when unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A token is treated as expired when it expires within this margin. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 30;

export function isTokenExpiring(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - nowMs <= TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signed in means an access token exists. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getAccessToken() !== null);
}
