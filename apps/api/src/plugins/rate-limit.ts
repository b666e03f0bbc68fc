import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '@duerp/domain/auth';
import type { Deps } from '../lib/deps.js';
import { enforceRateLimits, type RateLimitRule } from '../modules/platform/rate-limit/index.js';

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url;

function rule(deps: Deps, key: string, max: number): RateLimitRule {
  return { key, max, windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS };
}

const ipRule = (deps: Deps, request: FastifyRequest) =>
  rule(deps, `ip:${routeOf(request)}:${request.ip}`, deps.env.RATE_LIMIT_MAX_PER_IP);

/**
 * An `onRequest` hook for the public routes: every request is counted per route and IP before its
 * body is read, so that malformed, oversized and invalid requests count too (one upsert each).
 */
export async function limitPerIp(request: FastifyRequest): Promise<void> {
  const { deps } = request.server;
  await enforceRateLimits(deps.db, [ipRule(deps, request)]);
}

/** Photo requests one public page may make per IP for each of its page's (thumbnails, full views). */
const PHOTO_REQUESTS_PER_PAGE = 10;

/**
 * `limitPerIp` for the public photo routes (issue 27): a shared page loads each photo it shows,
 * so the count allows ten times as many, still bounding what a token guesser can try.
 */
export async function limitPhotosPerIp(request: FastifyRequest): Promise<void> {
  const { deps } = request.server;
  const base = ipRule(deps, request);
  await enforceRateLimits(deps.db, [{ ...base, max: base.max * PHOTO_REQUESTS_PER_PAGE }]);
}

/**
 * An `onRequest` hook for a signed-in route that mails or guesses (it runs after the bearer check
 * of the scope): per route and account, and per route and IP.
 */
export async function limitPerAccountAndIp(request: FastifyRequest): Promise<void> {
  const { deps } = request.server;
  await enforceRateLimits(deps.db, [
    rule(
      deps,
      `account:${routeOf(request)}:${request.accountId}`,
      deps.env.RATE_LIMIT_MAX_PER_EMAIL,
    ),
    ipRule(deps, request),
  ]);
}

/**
 * Per route and e-mail address named in a valid body, so that one address cannot be hammered from
 * many IPs either; called by the handler, after validation.
 */
export async function limitPerEmail(deps: Deps, request: FastifyRequest, email: string) {
  await enforceRateLimits(deps.db, [
    rule(
      deps,
      `email:${routeOf(request)}:${normalizeEmail(email)}`,
      deps.env.RATE_LIMIT_MAX_PER_EMAIL,
    ),
  ]);
}
