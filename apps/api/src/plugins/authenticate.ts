import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import { verifyAccessToken } from '../modules/auth/access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by `requireAccount` on protected routes. */
    accountId: string;
  }
}

/** Adds the bearer-token gate to every route registered in this scope. */
export function requireAccount(app: FastifyInstance): void {
  app.decorateRequest('accountId', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const claims = await verifyAccessToken(match[1], app.deps.env.JWT_SECRET);
    if (!claims) throw unauthorized('Votre session a expiré. Veuillez vous reconnecter.');
    request.accountId = claims.accountId;
  });
}
