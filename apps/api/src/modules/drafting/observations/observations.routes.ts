import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerIp } from '../../../plugins/rate-limit.js';
import { documentSerializerCompiler, rereadDocument } from '../duerp/index.js';
import {
  archiveObservation,
  convertObservation,
  listObservations,
  sendObservation,
} from './observations.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – observations des salariés'];

/** « Signaler un risque ou une observation » from a share link, without an account. */
export const publicObservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Referrer-Policy', 'no-referrer');
  });
  app.route({
    ...fromContract(contract.observations.send, {
      tags,
      summary: 'Envoyer une observation par un lien de consultation (captcha requis)',
    }),
    bodyLimit: BODY_LIMITS.text,
    handler: (request) => sendObservation(deps, request.params.token, request.body, request.ip),
  });
};

/** « À traiter »: the observations of a document, for its Propriétaires and Éditeurs. */
export const observationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const access = onDocument('write');

  app.route({
    ...fromContract(contract.observations.list, { tags }),
    config: { access },
    handler: (request) => listObservations(deps, request.espace.espaceId, request.params.id),
  });

  app.route({
    ...fromContract(contract.observations.convert, {
      tags,
      summary: 'Transformer une observation en risque, en action ou en événement',
    }),
    config: { access, rereadAnswer: rereadDocument },
    bodyLimit: BODY_LIMITS.default,
    serializerCompiler: documentSerializerCompiler,
    handler: (request) =>
      convertObservation(
        deps,
        request,
        request.params.id,
        request.params.observationId,
        request.body,
      ),
  });

  app.route({
    ...fromContract(contract.observations.archive, {
      tags,
      summary: 'Archiver une observation (répond celles qui restent à traiter)',
    }),
    config: { access },
    handler: async (request) => {
      await archiveObservation(deps, request, request.params.id, request.params.observationId);
      return listObservations(deps, request.espace.espaceId, request.params.id);
    },
  });
};
