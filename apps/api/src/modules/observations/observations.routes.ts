import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConvertObservationBodySchema,
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  ObservationParamsSchema,
  ObservationSchema,
  ObservationSentSchema,
  SendObservationBodySchema,
  ShareTokenParamsSchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import { documentSerializerCompiler } from '../duerp/index.js';
import {
  archiveObservation,
  convertObservation,
  listObservations,
  sendObservation,
} from './observations.service.js';

const tags = ['DUERP – observations des salariés'];

/** « Signaler un risque ou une observation » from a share link, without an account. */
export const publicObservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Referrer-Policy', 'no-referrer');
  });
  app.post(
    '/api/public/partage/:token/observations',
    {
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary: 'Envoyer une observation par un lien de consultation (captcha requis)',
        params: ShareTokenParamsSchema,
        body: SendObservationBodySchema,
        response: { 200: ObservationSentSchema },
      },
    },
    (request) => sendObservation(deps, request.params.token, request.body),
  );
};

/** « À traiter »: the observations of a document, for its Propriétaires and Éditeurs. */
export const observationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const access = onDocument('write');

  app.get(
    '/api/duerp/:id/observations',
    {
      config: { access },
      schema: { tags, params: DuerpIdParamsSchema, response: { 200: z.array(ObservationSchema) } },
    },
    (request) => listObservations(deps, request.espace.espaceId, request.params.id),
  );

  app.post(
    '/api/duerp/:id/observations/:observationId/convertir',
    {
      config: { access },
      bodyLimit: BODY_LIMITS.default,
      serializerCompiler: documentSerializerCompiler,
      schema: {
        tags,
        summary: 'Transformer une observation en risque, en action ou en événement',
        params: ObservationParamsSchema,
        body: ConvertObservationBodySchema,
        response: { 200: DuerpDocumentSchema },
      },
    },
    (request) =>
      convertObservation(
        deps,
        request,
        request.params.id,
        request.params.observationId,
        request.body,
      ),
  );

  app.post(
    '/api/duerp/:id/observations/:observationId/archiver',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Archiver une observation (répond celles qui restent à traiter)',
        params: ObservationParamsSchema,
        response: { 200: z.array(ObservationSchema) },
      },
    },
    async (request) => {
      await archiveObservation(deps, request, request.params.id, request.params.observationId);
      return listObservations(deps, request.espace.espaceId, request.params.id);
    },
  );
};
