import type { Executor } from '../../db/client.js';
import { tooManyRequests } from '../../errors.js';
import { recordHit } from './rate-limit.repository.js';

export interface RateLimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Throws 429 with Retry-After when any of the rules is exceeded; every rule is counted. */
export async function enforceRateLimits(db: Executor, rules: RateLimitRule[]): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const { count, windowStart } = await recordHit(db, rule.key, rule.windowSeconds);
    if (count > rule.max) {
      const resetsAt = windowStart.getTime() + rule.windowSeconds * 1000;
      retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)));
    }
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}
