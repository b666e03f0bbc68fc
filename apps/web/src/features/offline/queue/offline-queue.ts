import { contract } from '@duerp/contract';
import { DUERP_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { ESPACE_MESSAGES } from '@duerp/domain/espaces';
import { IDEMPOTENCY_HEADER } from '@duerp/domain/api';
import { call } from '@/lib/api-call';
import { ApiError, apiRequest } from '@/lib/api-client';
import { browserIsOnline, type ClientWrite, type OfflineHandler } from '@/lib/offline-writes';
import { openedDocumentEspace } from '@/lib/opened-documents';
import { queryClient } from '@/lib/query-client';
import {
  appendToQueue,
  discardRefused,
  keepAnswer,
  moveToRefused,
  readAnswer,
  readQueue,
  readRefused,
  removeFromQueue,
  type QueuedWrite,
  type RefusedWrite,
} from '../storage/offline-store';
import { documentWriteOf } from './document-writes';
import { provisionalDocument } from './provisional-document';

export interface OfflineQueueState {
  /** Writes made on this device that the server does not have yet. */
  pending: number;
  /** Writes the server refused when they were sent, with its reason. */
  refused: RefusedWrite[];
  /** The last try found no network, whatever the browser thinks (a Wi-Fi without Internet). */
  unreachable: boolean;
}

let state: OfflineQueueState = { pending: 0, refused: [], unreachable: false };
/** The documents with writes waiting: their kept answer is the device's, not the server's. */
let waitingDocuments = new Set<string>();
let loaded = false;
const listeners = new Set<() => void>();

function publish(next: OfflineQueueState) {
  state = next;
  listeners.forEach((listener) => listener());
}

async function reload() {
  const [queue, refused] = await Promise.all([readQueue(), readRefused()]);
  waitingDocuments = new Set(queue.map((w) => documentWriteOf(w.path)?.documentPath ?? ''));
  loaded = true;
  publish({ ...state, pending: queue.length, refused });
}

export const subscribeToQueue = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const queueState = () => state;

const isDocument = (value: unknown): value is DuerpDocument =>
  typeof value === 'object' && value !== null && 'revision' in value && 'data' in value;

// One queued write at a time: each applies to the document the previous one left.
let writing: Promise<unknown> = Promise.resolve();

function enqueue(write: ClientWrite): Promise<unknown> {
  const done = writing.then(async () => {
    const queued: QueuedWrite = {
      ...write,
      id: crypto.randomUUID(),
      time: new Date().toISOString(),
    };
    const target = documentWriteOf(write.path);
    const photo = target?.route.startsWith('photos') ?? false;
    const kept = target && !photo ? await readAnswer(target.documentPath) : undefined;
    // A document never read on this device cannot show the change: not saved, said as usual.
    if (target && !photo && !isDocument(kept)) throw new ApiError(0, null);
    // Queued first: a tab closed in between may not show the change, but it is sent.
    await appendToQueue(queued);
    let answer: unknown;
    if (target && isDocument(kept)) {
      answer = provisionalDocument(kept, target.write, write.body);
      await keepAnswer(target.documentPath, answer);
    }
    await reload();
    if (browserIsOnline()) void sendQueued();
    return answer;
  });
  writing = done.catch(() => undefined);
  return done;
}

/** Not sent now, tried again later: no network, the server down, or signed out meanwhile. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

const REFUSED_WITHOUT_MESSAGE = 'Le serveur a refusé cette modification.';

/**
 * Whether the person lost access to a document this device had open (issue 47): its espace is no
 * longer one of theirs. Their espaces unreadable (the network gone again), the document answered
 * as gone after being read here: said as a lost access, as the page would.
 */
async function accessLostTo(documentPath: string | undefined): Promise<boolean> {
  const id = documentPath?.split('/').at(-1);
  const espaceId = id ? openedDocumentEspace(decodeURIComponent(id)) : null;
  if (espaceId === null) return false;
  try {
    return !(await call(contract.espaces.mine, { fromQueue: true })).some((e) => e.id === espaceId);
  } catch {
    return true;
  }
}

/**
 * Why a write was refused, in words. « DUERP introuvable. » for a document this device had open
 * whose espace the person left or was removed from: « Vous n'avez plus accès à cet espace. »
 * (issue 47); a document deleted meanwhile keeps the server's words.
 */
async function refusalOf(error: ApiError, documentPath: string | undefined): Promise<string> {
  const { status, serverMessage } = error;
  if (status === 404 && serverMessage === DUERP_MESSAGES.notFound) {
    if (await accessLostTo(documentPath)) return ESPACE_MESSAGES.accessLost;
  }
  return serverMessage ?? REFUSED_WITHOUT_MESSAGE;
}

async function sendAll(): Promise<void> {
  let sent = false;
  for (;;) {
    const [next] = await readQueue();
    if (!next) break;
    const target = documentWriteOf(next.path);
    try {
      const answer = await apiRequest<unknown>(next.method, next.path, next.body, {
        // Writes queued before the header existed are keyed by their queue id.
        headers: { [IDEMPOTENCY_HEADER]: next.id, ...next.headers },
        fromQueue: true,
      });
      await removeFromQueue(next.id);
      sent = true;
      // The server's document, once nothing of this document waits any more.
      const rest = await readQueue();
      if (target && isDocument(answer) && !rest.some((w) => w.path.startsWith(target.documentPath)))
        await keepAnswer(target.documentPath, answer);
      if (state.unreachable) publish({ ...state, unreachable: false });
    } catch (error) {
      if (isTransient(error)) {
        const unreachable = error instanceof ApiError && error.status === 0;
        if (unreachable !== state.unreachable) publish({ ...state, unreachable });
        break;
      }
      // A conflict (409) or a refusal (403 access lost, 402 plan ended, 400…): kept and shown,
      // never dropped; the writes after it still go.
      const refusal = error as ApiError;
      const message = await refusalOf(refusal, target?.documentPath);
      await moveToRefused({ ...next, status: refusal.status, message });
      sent = true;
    }
    await reload();
  }
  await reload();
  // Show the server's state now that it has everything.
  if (sent) await queryClient.invalidateQueries();
}

let sending: Promise<void> | null = null;
const RETRY_MS = 30_000;
let retry: ReturnType<typeof setTimeout> | null = null;

/**
 * Sends the queued writes in order, one at a time, through the api client (its refresh and error
 * rules); a Web Lock keeps two tabs from sending the same write twice.
 */
export function sendQueued(): Promise<void> {
  sending ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('duerp-offline-queue', sendAll)
      : sendAll()
  ).finally(() => {
    sending = null;
    // The server was down or the session had to be renewed: tried again a little later.
    if (state.pending > 0 && browserIsOnline() && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void sendQueued();
      }, RETRY_MS);
    }
  });
  return sending;
}

export async function discard(id: string): Promise<void> {
  await discardRefused(id);
  await reload();
}

export const offlineHandler: OfflineHandler = {
  canQueue: (write) => documentWriteOf(write.path) !== null,
  // Until the queue is read, a write waits too: it must not overtake one left from before.
  hasPending: () => !loaded || state.pending > 0,
  subscribe: subscribeToQueue,
  enqueue,
  remember: (path, answer) => {
    if (!waitingDocuments.has(path)) void keepAnswer(path, answer);
  },
  recall: readAnswer,
};

/** Reads what waits from a previous visit, and sends it when the network is (or comes) back. */
export async function startOfflineQueue(): Promise<void> {
  window.addEventListener('online', () => void sendQueued());
  try {
    await reload();
  } finally {
    // Without IndexedDB (a private window of some browsers) writes go straight, as before.
    loaded = true;
  }
  if (browserIsOnline() && state.pending > 0) await sendQueued();
}
