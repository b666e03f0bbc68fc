import {
  CLIENT_VERSION_HEADER,
  CLIENT_VERSION_HEADER_VALUE,
  ESPACE_HEADER,
  IDEMPOTENCY_HEADER,
  type TokenPair,
} from '@duerp/domain';
import { loginWithReturn } from '@/config/paths';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  isTokenExpiring,
  storeTokens,
} from './auth-session';
import { getCurrentEspaceId } from './current-espace';
import { browserIsOnline, getOfflineHandler, type ClientWrite } from './offline-writes';

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
        const response = await fetch('/api/public/token/refresh', {
          method: 'POST',
          headers: jsonHeaders(),
          body: JSON.stringify({ expiredAccessToken: current ?? '', refreshToken }),
        });
        if (response.status >= 500) return 'unreachable';
        if (!response.ok) return 'refused';
        storeTokens((await response.json()) as TokenPair);
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
  const outcome = await refreshSession(failedAccessToken);
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

/**
 * The one fetch wrapper (SPEC §4 "Session and token refresh"): bearer token, refresh ahead of a
 * call when the token expires within 30 s, one refresh and one retry after a 401, then sign-out.
 * Without the network, a document's change waits in the offline queue (behind any change already
 * waiting, to keep the order) and a read is answered as it last was (lib/offline-writes).
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const offline = options?.fromQueue ? null : getOfflineHandler();
  const write: ClientWrite = { method, path, body, headers: options?.headers ?? {} };
  const queueable = method !== 'GET' && offline?.canQueue(write) === true;
  // Its answer may be lost after the server did it: sent again from the queue, it is done once.
  if (queueable) write.headers = { ...write.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
  if (queueable && (offline.hasPending() || !browserIsOnline())) {
    return (await offline.enqueue(write)) as T;
  }
  try {
    const response = await authorizedFetch(method, path, body, {
      ...options,
      headers: write.headers,
    });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    const answer = (text ? JSON.parse(text) : undefined) as T;
    if (method === 'GET') offline?.remember(path, answer);
    return answer;
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === 0;
    if (!offline || !unreachable || options?.signal?.aborted) throw error;
    if (queueable) return (await offline.enqueue(write)) as T;
    if (method === 'GET') {
      const kept = await offline.recall(path);
      if (kept !== undefined) return kept as T;
    }
    throw error;
  }
}

/** A file answered by the API (e.g. a PDF), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file with the same token, refresh and error handling as every other call: GET, or POST of
 * `body` when one is given (a file made from a form, e.g. the access notice).
 */
export async function apiDownload(path: string, body?: unknown): Promise<DownloadedFile> {
  const response = await authorizedFetch(body === undefined ? 'GET' : 'POST', path, body);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/** `attachment; filename="x.pdf"` or RFC 5987 `filename*=UTF-8''x.pdf` → `x.pdf`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(contentDisposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** The call with its bearer token, refreshed as needed; a failure throws an ApiError. */
async function authorizedFetch(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Response> {
  const isPublic = path.startsWith('/api/public/');
  let token = isPublic ? null : getAccessToken();
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

/**
 * An event stream (text/event-stream) read with the bearer token, refreshed as any call's: each
 * event is handed to `onEvent` until the server ends the stream or `signal` aborts it.
 */
export async function apiEventStream(
  path: string,
  onEvent: (event: string, data: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await authorizedFetch('GET', path, undefined, { signal });
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) onEvent(event, JSON.parse(data));
      }
    }
  } catch {
    // The connection dropped (or was aborted): the caller reconnects if it still listens.
  } finally {
    reader.releaseLock();
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  /** Sends a file's bytes as the body, with the file's own Content-Type (e.g. a photo). */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) =>
    apiRequest<T>('POST', path, file, options),
};
