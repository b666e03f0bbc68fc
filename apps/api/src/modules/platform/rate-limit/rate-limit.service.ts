import type { Executor } from '../../../db/client.js';
import { tooManyRequests } from '../../../errors.js';
import { recordHit } from './rate-limit.repository.js';

export interface RateLimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Keys found over their limit, with the end of their window, per database. The counters stay in
 * the database (shared by every instance); this only spares the database a flood that it has
 * already refused: a fixed window cannot reopen before its end.
 */
const blockedUntil = new WeakMap<Executor, Map<string, number>>();
const MAX_BLOCKED_KEYS = 10_000;

function blockedKeys(db: Executor): Map<string, number> {
  let keys = blockedUntil.get(db);
  if (!keys) {
    keys = new Map();
    blockedUntil.set(db, keys);
  }
  return keys;
}

function remember(keys: Map<string, number>, key: string, resetsAt: number, now: number) {
  if (keys.size >= MAX_BLOCKED_KEYS) {
    for (const [k, until] of keys) if (until <= now) keys.delete(k);
    const oldest = keys.keys().next();
    if (keys.size >= MAX_BLOCKED_KEYS && !oldest.done) keys.delete(oldest.value);
  }
  keys.set(key, resetsAt);
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** Throws 429 with Retry-After when any of the rules is exceeded; every rule is counted. */
export async function enforceRateLimits(db: Executor, rules: RateLimitRule[]): Promise<void> {
  const blocked = blockedKeys(db);
  const now = Date.now();
  for (const rule of rules) {
    const until = blocked.get(rule.key);
    if (until !== undefined && until > now) throw tooManyRequests(secondsUntil(until, now));
  }
  let retryAfter = 0;
  for (const rule of rules) {
    const { count, windowStart } = await recordHit(db, rule.key, rule.windowSeconds);
    if (count > rule.max) {
      const resetsAt = windowStart.getTime() + rule.windowSeconds * 1000;
      remember(blocked, rule.key, resetsAt, now);
      retryAfter = Math.max(retryAfter, secondsUntil(resetsAt, Date.now()));
    }
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}
