import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { espacesOverview } from './overview.service.js';
import { fromContract } from '../../../lib/contract-route.js';

/** "Mes espaces" (issue 25): all the person's espaces at a glance, for consultants. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.route({
    ...fromContract(contract.espaces.overview, {
      tags: ['Espaces et membres'],
      summary: 'Mes espaces : rôle, DUERP, prochaine mise à jour, actions en retard',
    }),
    config: { access: onPerson },
    handler: (request) => espacesOverview(app.deps, request.accountId),
  });
};
