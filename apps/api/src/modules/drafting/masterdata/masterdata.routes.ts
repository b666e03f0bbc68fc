import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { contract } from '@duerp/contract';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import {
  catalogueSerializerCompiler,
  getModeleDuSecteur,
  getPremadeCatalogue,
} from './masterdata.service.js';
import { fromContract } from '../../../lib/contract-route.js';

/** 304 is no answer of the contract (which types 200 only): the client keeps what it has. */
const notModified = (reply: FastifyReply) => reply.code(304).send();

export const masterdataRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.route({
    ...fromContract(contract.masterdata.risques, {
      tags: ['Données prédéfinies'],
      summary: 'Unités, familles, catégories et risques prédéfinis, mis en avant selon le secteur',
    }),
    config: { access: onDocument('read') },
    serializerCompiler: catalogueSerializerCompiler,
    handler: async (request, reply) => {
      const { catalogue, etag } = await getPremadeCatalogue(
        app.deps,
        request.espace.espaceId,
        request.query.duerpDocId,
      );
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Authorization');
      if (request.headers['if-none-match'] === etag) return notModified(reply);
      return catalogue;
    },
  });
  app.route({
    ...fromContract(contract.masterdata.modele, {
      tags: ['Données prédéfinies'],
      summary:
        'Le modèle du secteur du document : ses unités de travail habituelles, leurs risques et les mesures proposées',
    }),
    config: { access: onDocument('read') },
    handler: async (request) =>
      getModeleDuSecteur(app.deps, request.espace.espaceId, request.query.duerpDocId),
  });
};
