import { createStore, del, get, keys, set, update } from 'idb-keyval';
import type { ClientWrite } from '@/lib/offline-writes';

/** A write waiting for the network, in the order it was made. */
export interface QueuedWrite extends ClientWrite {
  id: string;
  /** When it was made (ISO). */
  time: string;
}

/** A queued write the server refused when it was sent: kept until the person has read why. */
export interface RefusedWrite extends QueuedWrite {
  status: number;
  message: string;
}

// IndexedDB, not memory: closing the tab offline loses nothing. One database for this device.
const store = createStore('duerp-hors-ligne', 'donnees');
const QUEUE = 'file-d-attente';
const REFUSED = 'refusees';
const ANSWER = 'reponse:';

export const readQueue = async () => (await get<QueuedWrite[]>(QUEUE, store)) ?? [];

export const readRefused = async () => (await get<RefusedWrite[]>(REFUSED, store)) ?? [];

export const appendToQueue = (write: QueuedWrite) =>
  update<QueuedWrite[]>(QUEUE, (queue = []) => [...queue, write], store);

export const removeFromQueue = (id: string) =>
  update<QueuedWrite[]>(QUEUE, (queue = []) => queue.filter((w) => w.id !== id), store);

/** Out of the queue into the refused list, in one step each (a crash leaves it in one of them). */
export async function moveToRefused(refused: RefusedWrite): Promise<void> {
  await update<RefusedWrite[]>(
    REFUSED,
    (list = []) => [...list.filter((w) => w.id !== refused.id), refused],
    store,
  );
  await removeFromQueue(refused.id);
}

export const discardRefused = (id: string) =>
  update<RefusedWrite[]>(REFUSED, (list = []) => list.filter((w) => w.id !== id), store);

export const readAnswer = (path: string) => get<unknown>(ANSWER + path, store);

export const keepAnswer = (path: string, answer: unknown) => set(ANSWER + path, answer, store);

/** Forgets every kept answer (signed out: the next person on the device must not read them). */
export async function forgetAnswers(): Promise<void> {
  const all = await keys<string>(store);
  await Promise.all(all.filter((key) => key.startsWith(ANSWER)).map((key) => del(key, store)));
  // The photos the service worker kept (vite.config.ts, runtimeCaching).
  if (typeof caches !== 'undefined') await caches.delete('duerp-photos');
}
