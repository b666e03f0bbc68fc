import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { appOrigin } from '../../../lib/app-origin.js';
import { sendFile } from '../../../lib/attachment.js';
import { fromContract } from '../../../lib/contract-route.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { journal } from '../../../plugins/journal.js';
import { generateVersion, listVersions, versionPdf } from './versions.service.js';
import { registerVersionPhotoRoutes } from './version-photos.routes.js';

const tags = ['DUERP – versions'];
const routes = contract.versions;

/** The version routes: generate, versions/list, download and downloaddemo. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(routes.generate, { tags }),
    config: { access: onDocument('write') },
    bodyLimit: BODY_LIMITS.text,
    handler: async (request) => {
      const version = await generateVersion(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      );
      await journal(request, 'version.generated', request.params.id, {
        numero: String(version.versionNumber),
      });
      return { id: version.id };
    },
  });

  app.route({
    ...fromContract(routes.list, { tags }),
    config: { access: onDocument('read') },
    handler: (request) => listVersions(deps, request.espace.espaceId, request.params.id),
  });

  for (const [entry, variant, summary] of [
    [routes.downloadPdf, 'full', 'PDF complet'],
    [routes.downloadDemo, 'demo', 'PDF de démonstration'],
  ] as const) {
    app.route({
      ...fromContract(entry, { tags, summary }),
      config: { access: onDocument('read') },
      handler: async (request, reply) => {
        const { pdf, fileName, versionNumber } = await versionPdf(
          deps,
          request.espace.espaceId,
          request.params.id,
          request.params.versionId,
          variant,
          appOrigin(deps.env, request),
        );
        await journal(request, 'pdf.downloaded', request.params.id, {
          fichier: fileName,
          numero: String(versionNumber),
          ...(variant === 'demo' ? { variante: 'demonstration' } : {}),
        });
        return sendFile(reply, {
          type: 'application/pdf',
          fileName,
          bytes: pdf,
          bandwidth: app.downloadBandwidth,
        });
      },
    });
  }

  registerVersionPhotoRoutes(app);
};
