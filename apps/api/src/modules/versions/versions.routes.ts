import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DuerpIdParamsSchema,
  GenerateBodySchema,
  GenerateResponseSchema,
  VersionParamsSchema,
  VersionSummarySchema,
} from '@duerp/domain';
import { appOrigin } from '../../lib/app-origin.js';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { slicedStream } from '../../lib/sliced-stream.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { journal } from '../../plugins/journal.js';
import { generateVersion, listVersions, versionPdf } from './versions.service.js';
import { asAttachment } from '../../lib/attachment.js';
import { registerVersionPhotoRoutes } from './version-photos.routes.js';

const tags = ['DUERP – versions'];

/** SPEC §7: generate, versions/list, download and downloaddemo. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.post(
    '/api/duerp/:id/generate',
    {
      config: { access: onDocument('write') },
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        params: DuerpIdParamsSchema,
        body: GenerateBodySchema,
        response: { 200: GenerateResponseSchema },
      },
    },
    async (request) => {
      const version = await generateVersion(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      );
      await journal(request, 'version.generated', request.params.id, { version: version.id });
      return version;
    },
  );

  app.get(
    '/api/duerp/:id/versions/list',
    {
      config: { access: onDocument('read') },
      schema: {
        tags,
        params: DuerpIdParamsSchema,
        response: { 200: z.array(VersionSummarySchema) },
      },
    },
    (request) => listVersions(deps, request.espace.espaceId, request.params.id),
  );

  for (const [suffix, variant] of [
    ['download', 'full'],
    ['downloaddemo', 'demo'],
  ] as const) {
    app.get(
      `/api/duerp/:id/versions/:versionId/${suffix}`,
      {
        config: { access: onDocument('read') },
        schema: {
          tags,
          params: VersionParamsSchema,
          summary: variant === 'full' ? 'PDF complet' : 'PDF de démonstration',
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await versionPdf(
          deps,
          request.espace.espaceId,
          request.params.id,
          request.params.versionId,
          variant,
          appOrigin(deps.env, request),
        );
        await journal(request, 'pdf.downloaded', request.params.id, { fichier: fileName });
        return asAttachment(reply, 'application/pdf', fileName)
          .header('Content-Length', pdf.length)
          .send(slicedStream(pdf, { bandwidth: app.downloadBandwidth }));
      },
    );
  }

  registerVersionPhotoRoutes(app);
};
