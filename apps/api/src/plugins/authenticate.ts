import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import { authenticateAccessToken } from '../modules/auth/index.js';

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
    request.accountId = await authenticateAccessToken(app.deps, match[1]);
  });
}
