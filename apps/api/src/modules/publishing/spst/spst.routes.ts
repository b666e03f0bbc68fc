import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@duerp/domain/photos';
import { contract } from '@duerp/contract';
import { appOrigin } from '../../../lib/app-origin.js';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument, onEspace, requireAccount } from '../../../plugins/authenticate.js';
import { declaredImageType, readCappedBody } from '../../documents/photos/index.js';
import {
  listSpstSendings,
  recordHandedToSpst,
  saveSpstSettings,
  sendVersionToSpst,
  spstReceipt,
  spstSettings,
  uploadSpstReceipt,
} from './spst.service.js';

const tags = ['DUERP – envoi au SPST'];

/** The espace's SPST and the sendings of each version to it (L4121-3-1 VI, issue 42). */
export const spstRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  // The receipt's body is the raw image, read by its handler once the policy let the caller in.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.route({
    ...fromContract(contract.compliance.spstSettings, { tags }),
    config: { access: onEspace('read') },
    handler: (request) => spstSettings(deps, request.espace.espaceId),
  });
  app.route({
    ...fromContract(contract.compliance.saveSpstSettings, {
      tags,
      summary: "Le service de prévention et de santé au travail de l'espace",
    }),
    config: { access: onEspace('manage') },
    handler: (request) => saveSpstSettings(deps, request.espace.espaceId, request.body),
  });
  app.route({
    ...fromContract(contract.compliance.spstSendings, { tags }),
    config: { access: onDocument('read') },
    handler: (request) => listSpstSendings(deps, request.espace.espaceId, request.params.id),
  });
  app.route({
    ...fromContract(contract.compliance.sendToSpst, {
      tags,
      summary: 'Envoyer la version au SPST par e-mail (PDF et lien de vérification)',
    }),
    config: { access: onDocument('write') },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendVersionToSpst(
            deps,
            request.espace.espaceId,
            request.params.id,
            request.params.versionId,
            request.accountId,
            appOrigin(deps.env, request),
          ),
        ),
  });
  app.route({
    ...fromContract(contract.compliance.recordSpstHanded, {
      tags,
      summary: 'Enregistrer une remise en main propre au SPST',
    }),
    config: { access: onDocument('write') },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordHandedToSpst(
            deps,
            request.espace.espaceId,
            request.params.id,
            request.params.versionId,
            request.body,
            request.accountId,
          ),
        ),
  });
  app.route({
    ...fromContract(contract.compliance.uploadSpstReceipt, {
      tags,
      summary: "Joindre le reçu scanné d'une remise en main propre",
      consumes: [...PHOTO_MIME_TYPES],
    }),
    config: { access: onDocument('write') },
    handler: (request) =>
      uploadSpstReceipt(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.sendingId,
        declaredImageType(request.headers['content-type']),
        () => readCappedBody(request.raw, PHOTO_MAX_BYTES),
        request.accountId,
      ),
  });
  app.route({
    ...fromContract(contract.compliance.spstReceipt, { tags }),
    config: { access: onDocument('read') },
    handler: async (request, reply) => {
      const receipt = await spstReceipt(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.sendingId,
      );
      return reply
        .type(receipt.mimeType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(receipt.bytes);
    },
  });
};
