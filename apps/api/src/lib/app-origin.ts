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

/**
 * A host only this machine or its local network can name: loopback, private and link-local IPv4,
 * IPv6 loopback, unique-local and link-local, `localhost`, `*.localhost`, `*.local`, or a
 * single-label name (an intranet server).
 */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (host.includes(':')) return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    !host.includes('.')
  );
}

/**
 * Where e-mailed links point. Anyone can ask for a reset link to someone else's address, with
 * any Host header: without PUBLIC_URL, the browser's address is trusted only when it is a local
 * one (this machine or its network), so a link can never be sent pointing at another site.
 */
export function mailLinkOrigin(env: Env, request: FastifyRequest): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const origin = requestOrigin(request);
  if (isLocalHostname(new URL(origin).hostname)) return origin;
  request.log.warn(
    { host: request.host },
    'PUBLIC_URL non défini et adresse non locale : le lien envoyé par e-mail pointe vers localhost. Définissez PUBLIC_URL.',
  );
  return `http://localhost:${env.PORT}`;
}
