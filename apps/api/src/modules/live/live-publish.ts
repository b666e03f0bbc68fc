import type { FastifyInstance } from 'fastify';
import type { LiveBus } from './live-bus.js';
import { findAccountName, findDocumentRevision, type PersonNames } from './live.repository.js';

/**
 * The document-writing routes (onDocument('write')) that leave the document as it was: they act
 * on something else (a copy, share links, a worker's observation archived) or only read (a
 * preview, an export).
 */
export const NON_CHANGING_WRITE_ROUTES = new Set([
  'POST /api/duerp/duplicate/:id',
  'POST /api/duerp/:id/observations/:observationId/archiver',
  'POST /api/duerp/:id/import/preview',
  'POST /api/duerp/:id/share-links',
  'POST /api/duerp/:id/share-links/:linkId/revoke',
]);

declare module 'fastify' {
  interface FastifyRequest {
    /** The revision a document write answered with (its answer is the document), if it did. */
    answeredRevision: number | null;
  }
}

/** How long a person's shown name is reused without reading it again. */
const NAME_TTL_MS = 60_000;

/**
 * Publishes on the bus after each successful write, from the routes' declared access rather
 * than from each service: a change after every onDocument('write') route (its `:id`), a comments
 * event after every onDocument('comment') write, an access event after every other signed-in
 * write (members, roles, a deleted document or account), for the streams to re-check who may
 * still read. Registered before the routes.
 */
export function registerLivePublishing(app: FastifyInstance, bus: LiveBus): string[] {
  /** Every document-writing route that announces its change, filled as the routes register. */
  const publishingRoutes: string[] = [];
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (access?.on !== 'document' || access.action !== 'write') continue;
      if (method === 'GET' || method === 'HEAD' || NON_CHANGING_WRITE_ROUTES.has(key)) continue;
      publishingRoutes.push(key);
    }
  });
  app.decorateRequest('answeredRevision', null);
  // Most document writes answer the document: its revision spares a query per write.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const answered = payload as { id?: unknown; revision?: unknown } | null;
    if (
      typeof answered?.revision === 'number' &&
      answered.id === (request.params as { id?: string } | undefined)?.id
    )
      request.answeredRevision = answered.revision;
    return payload;
  });
  const names = new Map<string, { names: PersonNames; until: number }>();
  const nameOf = async (accountId: string) => {
    const known = names.get(accountId);
    if (known && known.until > Date.now()) return known.names;
    const found = await findAccountName(app.deps.db, accountId);
    if (names.size >= 10_000) names.clear();
    names.set(accountId, { names: found, until: Date.now() + NAME_TTL_MS });
    return found;
  };
  app.addHook('onResponse', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || reply.statusCode >= 300) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const { db } = app.deps;
    if (access.on === 'document' && access.action === 'write') {
      const key = `${request.method} ${request.routeOptions.url}`;
      if (NON_CHANGING_WRITE_ROUTES.has(key)) return;
      const documentId = (request.params as { id: string }).id;
      const [revision, actorNames] = await Promise.all([
        request.answeredRevision ?? findDocumentRevision(db, documentId),
        nameOf(request.accountId),
      ]);
      if (revision === null) return;
      await bus.publish({
        type: 'change',
        documentId,
        revision,
        actor: { accountId: request.accountId, ...actorNames },
        at: new Date().toISOString(),
      });
      return;
    }
    if (access.on === 'document' && access.action === 'comment') {
      await bus.publish({
        type: 'comments',
        documentId: (request.params as { id: string }).id,
        actor: { accountId: request.accountId, ...(await nameOf(request.accountId)) },
        at: new Date().toISOString(),
      });
      return;
    }
    // Reading a document changes nobody's access (deleting it does).
    if (access.on === 'document' && access.action === 'read') return;
    await bus.publish({
      type: 'access',
      ...(request.espace ? { espaceId: request.espace.espaceId } : {}),
      accountId: request.accountId,
    });
  });
  return publishingRoutes;
}
