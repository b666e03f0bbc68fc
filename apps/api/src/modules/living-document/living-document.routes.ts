import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsultationBodySchema,
  ConsultationSchema,
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  RetirerEvenementBodySchema,
  SignalerEvenementBodySchema,
  VersionParamsSchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { saveConsultation } from '../versions/index.js';
import { retirerEvenement, signalerEvenement } from './events.service.js';
import { documentSerializerCompiler } from '../duerp/index.js';

const tags = ['DUERP – suivi des mises à jour'];

/** Update events of a document and consultation records of its versions (beyond SPEC). */
export const livingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.post(
    '/api/duerp/:id/signaler-evenement',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary: 'Signaler un événement appelant une mise à jour',
        params: DuerpIdParamsSchema,
        body: SignalerEvenementBodySchema,
        response: { 200: DuerpDocumentSchema },
      },
    },
    (request) =>
      signalerEvenement(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      ),
  );

  app.post(
    '/api/duerp/:id/retirer-evenement',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: {
        tags,
        summary: "Retirer un événement signalé par erreur, tant qu'aucune version n'y a répondu",
        params: DuerpIdParamsSchema,
        body: RetirerEvenementBodySchema,
        response: { 200: DuerpDocumentSchema },
      },
    },
    (request) =>
      retirerEvenement(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      ),
  );

  app.put(
    '/api/duerp/:id/versions/:versionId/consultation',
    {
      config: { access: onDocument('write') },
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary: 'Consultation du CSE et envoi au service de prévention et de santé au travail',
        params: VersionParamsSchema,
        body: ConsultationBodySchema,
        response: { 200: ConsultationSchema },
      },
    },
    (request) =>
      saveConsultation(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.versionId,
        request.body,
      ),
  );
};
