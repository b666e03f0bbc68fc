import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/domain';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { getPremadeCatalogue } from './masterdata.service.js';
import { fromContract } from '../../lib/contract-route.js';

export const masterdataRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.route({
    ...fromContract(contract.masterdata.risques, {
      tags: ['Données prédéfinies'],
      summary: 'Unités, familles, catégories et risques prédéfinis, mis en avant selon le secteur',
    }),
    config: { access: onDocument('read') },
    handler: async (request, reply) => {
      const { body, etag } = await getPremadeCatalogue(
        app.deps,
        request.espace.espaceId,
        request.query.duerpDocId,
      );
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Authorization');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
};
