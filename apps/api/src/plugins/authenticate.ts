import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ESPACE_HEADER, type EspaceAction } from '@duerp/domain/espaces';
import { unauthorized } from '../errors.js';
import { authenticateAccessToken } from '../modules/identity/auth/index.js';
import { registerIdempotency } from '../modules/platform/idempotency/index.js';
import {
  authorizeOnDocument,
  authorizeOnEspace,
  type Membership,
} from '../modules/identity/espaces/index.js';

/**
 * What a signed-in route acts on, decided by the policy before its handler runs:
 * - `person`: the caller alone (their session, password, preferences, their list of espaces);
 * - `document`: the espace owning the DUERP of the `:id` (or `:duerpId`) parameter, or of the
 *   `duerpDocId` query;
 * - `espace`: the espace of the `:espaceId` parameter, else the X-Espace-Id header, else the
 *   caller's personal espace.
 */
export type RouteAccess = { on: 'person' } | { on: 'document' | 'espace'; action: EspaceAction };

export const onPerson: RouteAccess = { on: 'person' };
export const onDocument = (action: EspaceAction): RouteAccess => ({ on: 'document', action });
export const onEspace = (action: EspaceAction): RouteAccess => ({ on: 'espace', action });

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by `requireAccount` on protected routes. */
    accountId: string;
    /**
     * The access token's session (null for a token signed before sessions were named) and when
     * the token expires (ms): what ends a live stream.
     */
    session: { id: string | null; expiresAt: number };
    /** The caller's membership of the espace the route acts on (not on `person` routes). */
    espace: Membership;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function documentIdOf(request: FastifyRequest): string {
  const params = request.params as { id?: string; duerpId?: string };
  const query = request.query as { duerpDocId?: string } | undefined;
  const id = params.id ?? params.duerpId ?? query?.duerpDocId;
  if (!id) throw new Error(`${request.routeOptions.url}: a document route needs a DUERP id`);
  return id;
}

/**
 * Adds the bearer-token gate and the access policy to every route registered in this scope.
 * A route registered here without `config.access` fails at start-up: no route ships without its
 * rule.
 */
export function requireAccount(app: FastifyInstance): void {
  app.decorateRequest('accountId', '');
  app.decorateRequest('session', null as unknown as FastifyRequest['session']);
  // Null until the policy sets it (Fastify refuses an object as a request decoration's default).
  app.decorateRequest('espace', null as unknown as Membership);
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`${route.url} : config.access manquant`);
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const access = await authenticateAccessToken(app.deps, match[1]);
    request.accountId = access.accountId;
    request.session = { id: access.sessionId ?? null, expiresAt: access.expiresAt };
  });
  // After validation: the parameters are well-formed ids by now.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access.on === 'person') return;
    const { db } = app.deps;
    if (access.on === 'document') {
      request.espace = await authorizeOnDocument(
        db,
        request.accountId,
        documentIdOf(request),
        access.action,
      );
      return;
    }
    const param = (request.params as { espaceId?: string }).espaceId;
    const header = request.headers[ESPACE_HEADER.toLowerCase()];
    request.espace = await authorizeOnEspace(
      db,
      request.accountId,
      param ?? (typeof header === 'string' ? header : undefined),
      access.action,
    );
  });
  registerIdempotency(app);
}
