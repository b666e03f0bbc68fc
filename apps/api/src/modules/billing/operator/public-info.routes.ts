import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { publicPrices } from '../subscriptions/index.js';
import { getOperatorIdentity } from './operator.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Public'];

/** What visitors may read before signing in: who sells (legal pages), and at which prices. */
export const publicInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...fromContract(contract.operator.identity, { tags }),
    handler: () => getOperatorIdentity(deps),
  });
  app.route({
    ...fromContract(contract.operator.prices, { tags }),
    handler: () => publicPrices(deps),
  });
};
