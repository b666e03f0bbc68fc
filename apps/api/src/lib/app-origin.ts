import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env.js';
import { badRequest } from '../errors.js';

/**
 * The origin the browser used for this request: protocol and Host header (X-Forwarded-* behind a
 * trusted proxy), or the browser's Origin header when it names that same host (it knows https
 * when a proxy hides it).
 */
export function requestOrigin(request: FastifyRequest): string {
  let own: URL;
  try {
    own = new URL(`${request.protocol}://${request.host}`);
  } catch {
    throw badRequest(
      "L'adresse du serveur demandée est invalide : ouvrez l'application à son adresse habituelle.",
    );
  }
  const header = request.headers.origin;
  if (header) {
    try {
      const origin = new URL(header);
      if (origin.host === own.host) return origin.origin;
    } catch {
      // A malformed Origin header is ignored: the Host header decides.
    }
  }
  return own.origin;
}

/** Where links and return URLs point: PUBLIC_URL when set (strict), else the browser's address. */
export function appOrigin(env: Env, request: FastifyRequest): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : requestOrigin(request);
}
