import { contract } from '@duerp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appOrigin } from '../../../lib/app-origin.js';
import { onEspace, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../../plugins/rate-limit.js';
import { archiveFileName, buildArchive } from './archive.service.js';
import { asAttachment } from '../../../lib/attachment.js';
import { fromContract } from '../../../lib/contract-route.js';

/** "Télécharger toutes mes données" (issue #18): the employer's archive, a streamed ZIP. */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  app.route({
    ...fromContract(contract.account.archive, {
      tags: ['Mon compte'],
      summary: 'Archive de toutes mes données (ZIP)',
    }),
    config: { access: onEspace('billing') },
    onRequest: limitPerAccountAndIp,
    handler: async (request, reply) => {
      const stream = await buildArchive(
        deps,
        request.accountId,
        request.espace.espaceId,
        appOrigin(deps.env, request),
      );
      return asAttachment(reply, 'application/zip', archiveFileName(new Date())).send(stream);
    },
  });
};
