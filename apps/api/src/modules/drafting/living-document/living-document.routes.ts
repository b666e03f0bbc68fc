import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { saveConsultation } from '../../publishing/versions/index.js';
import { retirerEvenement, signalerEvenement } from './events.service.js';
import { documentWriteRoute } from '../duerp/index.js';

const tags = ['DUERP – suivi des mises à jour'];
const routes = contract.versions;

/** Update events of a document and consultation records of its versions (an addition). */
export const livingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...documentWriteRoute(routes.signalerEvenement, {
      tags,
      summary: 'Signaler un événement appelant une mise à jour',
      bodyLimit: BODY_LIMITS.text,
    }),
    handler: (request) =>
      signalerEvenement(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      ),
  });

  app.route({
    ...documentWriteRoute(routes.retirerEvenement, {
      tags,
      summary: "Retirer un événement signalé par erreur, tant qu'aucune version n'y a répondu",
    }),
    handler: (request) =>
      retirerEvenement(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      ),
  });

  app.route({
    ...fromContract(routes.saveConsultation, {
      tags,
      summary: 'Consultation du CSE et envoi au service de prévention et de santé au travail',
    }),
    config: { access: onDocument('write') },
    bodyLimit: BODY_LIMITS.text,
    handler: (request) =>
      saveConsultation(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.versionId,
        request.body,
        request.accountId,
      ),
  });
};
