import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '@duerp/domain';
import type { Deps } from '../lib/deps.js';
import { enforceRateLimits, type RateLimitRule } from '../modules/rate-limit/rate-limit.service.js';

/**
 * The limits of a public POST: per IP for the route, and per e-mail address when the body names
 * one, so that one address cannot be hammered from many addresses either.
 */
export async function limitPublicPost(deps: Deps, request: FastifyRequest, email?: string) {
  const { env } = deps;
  const route = request.routeOptions.url ?? request.url;
  const rules: RateLimitRule[] = [
    {
      key: `ip:${route}:${request.ip}`,
      max: env.RATE_LIMIT_MAX_PER_IP,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
  ];
  if (email) {
    rules.push({
      key: `email:${route}:${normalizeEmail(email)}`,
      max: env.RATE_LIMIT_MAX_PER_EMAIL,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    });
  }
  await enforceRateLimits(deps.db, rules);
}
