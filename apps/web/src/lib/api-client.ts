import { CLIENT_VERSION_HEADER, CLIENT_VERSION_HEADER_VALUE, type TokenPair } from '@duerp/domain';
import { loginWithReturn } from '@/config/paths';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  isTokenExpiring,
  storeTokens,
} from './auth-session';

/** A failed call: HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

/** Lets the router handle the redirect to /login instead of a full page load. */
export function setApiNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: concurrent calls share it, and a Web Lock serialises tabs so that two
 * tabs never present the same refresh token (the server would take that for theft).
 */
function refreshSession(failedAccessToken: string | null): Promise<boolean> {
  refreshing ??= (async () => {
    const run = async () => {
      const current = getAccessToken();
      if (current && current !== failedAccessToken && !isTokenExpiring(current)) return true;
      const refreshToken = getRefreshToken();
      if (!refreshToken) return false;
      try {
        const response = await fetch('/api/public/token/refresh', {
          method: 'POST',
          headers: jsonHeaders(),
          body: JSON.stringify({ expiredAccessToken: current ?? '', refreshToken }),
        });
        if (!response.ok) return false;
        storeTokens((await response.json()) as TokenPair);
        return true;
      } catch {
        return false;
      }
    };
    return typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('duerp-token-refresh', run)
      : run();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function jsonHeaders(token?: string | null): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [CLIENT_VERSION_HEADER]: CLIENT_VERSION_HEADER_VALUE,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

function expireSession(): never {
  clearTokens();
  navigateTo(loginWithReturn(`${window.location.pathname}${window.location.search}`));
  throw new ApiError(401, 'Votre session a expiré. Veuillez vous reconnecter.');
}

async function readError(response: Response): Promise<ApiError> {
  let message: string | null = null;
  try {
    const text = await response.text();
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // not JSON: the status alone describes the error
  }
  return new ApiError(response.status, message);
}

async function send(method: string, path: string, body: unknown, token: string | null) {
  try {
    return await fetch(path, {
      method,
      headers: jsonHeaders(token),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }
}

/**
 * The one fetch wrapper (SPEC §4 "Session and token refresh"): bearer token, refresh ahead of a
 * call when the token expires within 30 s, one refresh and one retry after a 401, then sign-out.
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isPublic = path.startsWith('/api/public/');
  let token = isPublic ? null : getAccessToken();
  if (token && isTokenExpiring(token)) {
    if (!(await refreshSession(token))) expireSession();
    token = getAccessToken();
  }
  let response = await send(method, path, body, token);
  if (response.status === 401 && token) {
    if (!(await refreshSession(token))) expireSession();
    response = await send(method, path, body, getAccessToken());
    if (response.status === 401) expireSession();
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};
