import { CLIENT_VERSION_HEADER, CLIENT_VERSION_HEADER_VALUE } from '@duerp/domain/api';
import { contract, isPublicPath } from '@duerp/contract';
import { ESPACE_HEADER } from '@duerp/domain/espaces';
import type { RefreshBody } from '@duerp/domain/auth';
import { loginWithReturn } from '@/config/paths';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  isTokenExpiring,
  storeTokens,
} from './auth-session';
import { ApiError, readError } from './api-error';
import { getCurrentEspaceId } from './current-espace';

/*
 * The session of every call: the bearer token, its refresh
 * ahead of a call when it expires within 30 s, one refresh and one retry after a 401, then sign-out.
 */

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

/** Lets the router handle the redirect to /login instead of a full page load. */
export function setApiNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/** A refresh either worked, was refused by the server, or never got an answer. */
type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time: concurrent calls share it, and a Web Lock serialises tabs so that two
 * tabs never present the same refresh token (the server would take that for theft).
 */
function refreshSession(failedAccessToken: string | null): Promise<RefreshOutcome> {
  refreshing ??= (async () => {
    const run = async (): Promise<RefreshOutcome> => {
      const current = getAccessToken();
      if (current && current !== failedAccessToken && !isTokenExpiring(current)) return 'refreshed';
      const refreshToken = getRefreshToken();
      if (!refreshToken) return 'refused';
      try {
        const { method, path, response: answer } = contract.auth.refresh;
        const body: RefreshBody = { expiredAccessToken: current ?? '', refreshToken };
        const response = await fetch(path, {
          method,
          headers: jsonHeaders(),
          body: JSON.stringify(body),
        });
        if (response.status >= 500) return 'unreachable';
        if (!response.ok) return 'refused';
        storeTokens(answer.parse(await response.json()));
        return 'refreshed';
      } catch {
        return 'unreachable';
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

/**
 * Only a refusal ends the session. A refresh without an answer (the page navigating away
 * mid-call, the network down) keeps the tokens: clearing them would sign out every tab.
 */
async function ensureFreshSession(failedAccessToken: string | null): Promise<void> {
  let outcome = await refreshSession(failedAccessToken);
  // The refresh this call joined was asked for another token, and took this one for a new one.
  if (outcome === 'refreshed' && failedAccessToken && getAccessToken() === failedAccessToken)
    outcome = await refreshSession(failedAccessToken);
  if (outcome === 'unreachable') throw new ApiError(0, null);
  if (outcome === 'refused') expireSession();
}

function jsonHeaders(
  token?: string | null,
  extra?: Record<string, string>,
): Record<string, string> {
  // Signed-in calls act on the current espace; a call may name another one in `extra`.
  const espaceId = token ? getCurrentEspaceId() : null;
  return {
    ...(espaceId ? { [ESPACE_HEADER]: espaceId } : {}),
    ...extra,
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

/** Per-call extras, e.g. `If-Match: <revision>` on whole-list writes. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Ends the call (an event stream the page no longer listens to). */
  signal?: AbortSignal;
  /** Sent now, never queued: the offline queue sending what waited. */
  fromQueue?: boolean;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  options?: RequestOptions,
) {
  // A Blob (a photo) goes as it is, typed by itself; anything else as JSON.
  const isBlob = body instanceof Blob;
  const headers = jsonHeaders(token, options?.headers);
  if (isBlob) headers['Content-Type'] = body.type || 'application/octet-stream';
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isBlob ? body : JSON.stringify(body),
      signal: options?.signal,
    });
  } catch {
    throw new ApiError(0, null);
  }
}

/** The call with its bearer token, refreshed as needed; a failure throws an ApiError. */
export async function authorizedFetch(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Response> {
  let token = isPublicPath(path) ? null : getAccessToken();
  if (token && isTokenExpiring(token)) {
    await ensureFreshSession(token);
    token = getAccessToken();
  }
  let response = await send(method, path, body, token, options);
  if (response.status === 401 && token) {
    await ensureFreshSession(token);
    response = await send(method, path, body, getAccessToken(), options);
    if (response.status === 401) expireSession();
  }
  if (!response.ok) throw await readError(response);
  return response;
}
