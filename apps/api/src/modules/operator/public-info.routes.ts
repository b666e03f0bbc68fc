import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OperatorIdentitySchema, PublicPricesResponseSchema } from '@duerp/domain';
import { publicPrices } from '../subscriptions/index.js';
import { getOperatorIdentity } from './operator.service.js';

const tags = ['Public'];

/** What visitors may read before signing in: who sells (legal pages), and at which prices. */
export const publicInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/api/public/operator',
    { schema: { tags, response: { 200: OperatorIdentitySchema } } },
    () => getOperatorIdentity(deps),
  );
  app.get(
    '/api/public/prices',
    { schema: { tags, response: { 200: PublicPricesResponseSchema } } },
    () => publicPrices(deps),
  );
};
