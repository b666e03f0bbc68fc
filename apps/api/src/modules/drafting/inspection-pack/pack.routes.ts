import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { appOrigin } from '../../../lib/app-origin.js';
import { asAttachment, sendFile } from '../../../lib/attachment.js';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../../plugins/rate-limit.js';
import { inspectionPackPdf, inspectionPackZip, packFileName } from './pack.service.js';

/**
 * « Dossier pour un contrôle » (issue 42): every member may download it, as they may the
 * document; the ZIP holds the current version's full PDF only where the espace's access does.
 * Rate-limited per account and IP, as the other renders of a whole document.
 */
export const inspectionPackRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  app.route({
    ...fromContract(contract.inspectionPack.pdf, {
      tags: ['DUERP – suivi des mises à jour'],
      summary: 'Dossier pour un contrôle (PDF)',
    }),
    config: { access: onDocument('read') },
    onRequest: limitPerAccountAndIp,
    handler: async (request, reply) => {
      const now = new Date();
      const bytes = await inspectionPackPdf(deps, request.espace.espaceId, request.params.id, now);
      return sendFile(reply, {
        type: 'application/pdf',
        fileName: packFileName(now, 'pdf'),
        bytes,
      });
    },
  });
  app.route({
    ...fromContract(contract.inspectionPack.zip, {
      tags: ['DUERP – suivi des mises à jour'],
      summary: 'Dossier pour un contrôle avec les originaux (ZIP)',
    }),
    config: { access: onDocument('read') },
    onRequest: limitPerAccountAndIp,
    handler: async (request, reply) => {
      const now = new Date();
      const stream = await inspectionPackZip(
        deps,
        request.espace.espaceId,
        request.params.id,
        appOrigin(deps.env, request),
        now,
      );
      return asAttachment(reply, 'application/zip', packFileName(now, 'zip')).send(stream);
    },
  });
};
