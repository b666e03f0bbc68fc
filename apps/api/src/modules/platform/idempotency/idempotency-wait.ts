import { EventEmitter } from 'node:events';
import type { Executor } from '../../../db/client.js';
import { findIdempotentAnswer, type IdempotentAnswer } from './idempotency.repository.js';

/** Copies waiting on this instance are woken as soon as the claim settles here. */
const settled = new EventEmitter();
settled.setMaxListeners(0);

const topic = (accountId: string, key: string) => `${accountId}/${key}`;

/** Wakes the copies of this instance that wait on the key. */
export function announceSettled(accountId: string, key: string): void {
  settled.emit(topic(accountId, key));
}

/** Resolves when the key settles on this instance, or after `ms` (another instance may settle it). */
function settledOrAfter(accountId: string, key: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const name = topic(accountId, key);
    const done = () => {
      clearTimeout(timer);
      settled.off(name, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    settled.on(name, done);
  });
}

export const isLive = (row: IdempotentAnswer) =>
  row.state === 'pending' && (row.claimedUntil?.getTime() ?? 0) > Date.now();

/**
 * The key's row once its pending claim settled, was given up (null), or outlived its lease; or the
 * row still pending when `deadline` (ms) passes. Polls the database, the claim being shared by
 * every instance: 10 ms at first, doubling up to 200 ms.
 */
export async function awaitSettled(
  db: Executor,
  accountId: string,
  key: string,
  deadline: number,
): Promise<IdempotentAnswer | null> {
  let delay = 10;
  for (;;) {
    const row = await findIdempotentAnswer(db, accountId, key);
    if (!row || !isLive(row) || Date.now() >= deadline) return row;
    await settledOrAfter(accountId, key, Math.min(delay, deadline - Date.now()));
    delay = Math.min(delay * 2, 200);
  }
}
