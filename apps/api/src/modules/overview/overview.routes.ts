import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EspacesOverviewSchema } from '@duerp/domain';
import { onPerson, requireAccount } from '../../plugins/authenticate.js';
import { espacesOverview } from './overview.service.js';

/** "Mes espaces" (issue 25): all the person's espaces at a glance, for consultants. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.get(
    '/api/espaces/overview',
    {
      config: { access: onPerson },
      schema: {
        tags: ['Espaces et membres'],
        summary: 'Mes espaces : rôle, DUERP, prochaine mise à jour, actions en retard',
        response: { 200: EspacesOverviewSchema },
      },
    },
    (request) => espacesOverview(app.deps, request.accountId),
  );
};
