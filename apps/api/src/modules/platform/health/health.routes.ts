import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { pingDatabase } from './health.repository.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.health.status, { tags: ['Supervision'] }),
    handler: async () => {
      await pingDatabase(app.deps.db);
      return { status: 'ok' as const, database: app.deps.dbKind };
    },
  });
};
