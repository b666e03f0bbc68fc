import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { onDocumentChanged } from '../document-store/index.js';
import { onAccessChanged } from '../../identity/espaces/index.js';
import type { LiveBus } from './live-bus.js';
import { findAccountName, type PersonNames } from '../../identity/auth/index.js';

/** How long a person's shown name is reused without reading it again. */
const NAME_TTL_MS = 60_000;

/** The author of a change nobody signed in made (a job, the administration socket): no one. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Publishes on the bus: a change each time the document store says a document changed, and an
 * access event each time a service says someone may have lost access (a member removed or given
 * another role, a deleted document or account), for the streams to re-check who may still read —
 * both once their transaction committed, whatever made them: a route, a job, the administration
 * socket, a service calling a service. A comments event after every onDocument('comment') write.
 */
export function registerLivePublishing(app: FastifyInstance, bus: LiveBus, db: Database): void {
  const names = new Map<string, { names: PersonNames; until: number }>();
  const nameOf = async (accountId: string) => {
    const known = names.get(accountId);
    if (known && known.until > Date.now()) return known.names;
    const found = await findAccountName(app.deps.db, accountId);
    if (names.size >= 10_000) names.clear();
    names.set(accountId, { names: found, until: Date.now() + NAME_TTL_MS });
    return found;
  };
  const stop = onDocumentChanged(db, (change) => {
    void (async () => {
      const names = change.actor === null ? { name: '' } : await nameOf(change.actor);
      await bus.publish({
        type: 'change',
        documentId: change.documentId,
        revision: change.revision,
        actor: { accountId: change.actor ?? NOBODY, ...names },
        at: change.at,
      });
    })().catch((error: unknown) =>
      app.log.warn({ err: error }, 'direct : changement du document non annoncé'),
    );
  });
  const stopAccess = onAccessChanged(db, (change) => {
    bus
      .publish({ type: 'access', ...change })
      .catch((error: unknown) => app.log.warn({ err: error }, 'direct : accès non annoncé'));
  });
  app.addHook('onClose', async () => (stop(), stopAccess()));
  app.addHook('onResponse', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || reply.statusCode >= 300) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (access.on === 'document' && access.action === 'comment') {
      await bus.publish({
        type: 'comments',
        documentId: (request.params as { id: string }).id,
        actor: { accountId: request.accountId, ...(await nameOf(request.accountId)) },
        at: new Date().toISOString(),
      });
    }
  });
}
