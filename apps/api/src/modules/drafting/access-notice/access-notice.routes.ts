import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_NOTICE_FILE_NAME } from '@duerp/domain/access';
import { contract } from '@duerp/contract';
import { appOrigin } from '../../../lib/app-origin.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { accessNoticePdf } from './access-notice.service.js';
import { asAttachment } from '../../../lib/attachment.js';
import { fromContract } from '../../../lib/contract-route.js';

/** The workers' access notice (article R4121-4), as a one-page PDF. */
export const accessNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  app.route({
    ...fromContract(contract.accessNotice.pdf, {
      tags: ['DUERP – affichage'],
      summary: "Avis d'affichage des modalités d'accès (PDF)",
    }),
    config: { access: onDocument('read') },
    bodyLimit: BODY_LIMITS.default,
    handler: async (request, reply) => {
      const pdf = await accessNoticePdf(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        appOrigin(deps.env, request),
      );
      return asAttachment(reply, 'application/pdf', ACCESS_NOTICE_FILE_NAME).send(pdf);
    },
  });
};
