import { IDEMPOTENCY_HEADER } from '@duerp/domain/api';
import { ApiError } from './api-error';
import { authorizedFetch, type RequestOptions } from './api-session';
import { browserIsOnline, getOfflineHandler, type ClientWrite } from './offline-writes';
import { noteDocumentAnswer } from './opened-documents';

export { ApiError } from './api-error';
export { setApiNavigator, type RequestOptions } from './api-session';

/**
 * The one request of the app, with the session of every call (./api-session: bearer token,
 * refresh, sign-out). Without the network, a document's change waits in the offline queue (behind any change already
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
    if (method === 'GET') noteDocumentAnswer(path, answer);
    return answer;
  } catch (error) {
    noteDocumentAnswer(path, error);
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
