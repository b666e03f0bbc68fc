import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { documentCompliance } from './compliance.service.js';

/** « Prêt pour un contrôle ? » (issue 42): readable by every member of the document's espace. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.route({
    ...fromContract(contract.compliance.get, {
      tags: ['DUERP – suivi des mises à jour'],
      summary: 'Prêt pour un contrôle ? : les points relevés, article par article',
    }),
    config: { access: onDocument('read') },
    handler: (request) => documentCompliance(app.deps, request.espace.espaceId, request.params.id),
  });
};
