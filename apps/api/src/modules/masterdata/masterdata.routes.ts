import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UuidSchema } from '@duerp/domain';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { getPremadeCatalogue } from './masterdata.service.js';

export const masterdataRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.get(
    '/api/duerpmasterdata/risques',
    {
      config: { access: onDocument('read') },
      schema: {
        tags: ['Données prédéfinies'],
        summary:
          'Unités, familles, catégories et risques prédéfinis, mis en avant selon le secteur',
        querystring: z.strictObject({ duerpDocId: UuidSchema }),
      },
    },
    async (request, reply) => {
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
  );
};
