import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateShareLinkBodySchema,
  CreatedShareLinkSchema,
  DuerpIdParamsSchema,
  ShareLinkParamsSchema,
  ShareLinkSchema,
  SharedDocumentSchema,
  ShareTokenParamsSchema,
  ShareTokenVersionParamsSchema,
  PhotoBytesQuerySchema,
  PhotoListSchema,
  SharePhotoParamsSchema,
  versionFileName,
} from '@duerp/domain';
import { appOrigin } from '../../lib/app-origin.js';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { journal } from '../../plugins/journal.js';
import { limitPerIp, limitPhotosPerIp } from '../../plugins/rate-limit.js';
import { sendPhotoBytes } from '../photos/index.js';
import { renderVersionPdf } from '../versions/index.js';
import {
  createShareLink,
  downloadSharedVersion,
  listShareLinks,
  openSharedDocument,
  revokeLink,
  sharedPhotoBytes,
  sharedPhotos,
} from './share-links.service.js';
import { sendFile } from '../../lib/attachment.js';

const tags = ['DUERP – liens de consultation'];

/** The owner's share links of a document. */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.get(
    '/api/duerp/:id/share-links',
    {
      config: { access: onDocument('write') },
      schema: { tags, params: DuerpIdParamsSchema, response: { 200: z.array(ShareLinkSchema) } },
    },
    (request) => listShareLinks(deps, request.espace.espaceId, request.params.id),
  );

  app.post(
    '/api/duerp/:id/share-links',
    {
      config: { access: onDocument('write') },
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        params: DuerpIdParamsSchema,
        body: CreateShareLinkBodySchema,
        response: { 200: CreatedShareLinkSchema },
      },
    },
    async (request) => {
      const created = await createShareLink(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
      );
      await journal(request, 'share_link.created', request.params.id, {
        libelle: created.link.label,
      });
      return created;
    },
  );

  app.post(
    '/api/duerp/:id/share-links/:linkId/revoke',
    {
      config: { access: onDocument('write') },
      schema: { tags, params: ShareLinkParamsSchema, response: { 200: ShareLinkSchema } },
    },
    async (request) => {
      const link = await revokeLink(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.linkId,
      );
      await journal(request, 'share_link.revoked', request.params.id, { libelle: link.label });
      return link;
    },
  );
};

/** Headers of every public share answer: never indexed, no referrer sent on. */
async function unlisted(_request: unknown, reply: FastifyReply) {
  reply.header('X-Robots-Tag', 'noindex, nofollow');
  reply.header('Referrer-Policy', 'no-referrer');
}

/** What a share link opens, without an account: rate-limited, never indexed, never cached. */
export const publicShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);
  app.addHook('onSend', async (request, reply) => {
    await unlisted(request, reply);
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/api/public/partage/:token',
    { schema: { tags, params: ShareTokenParamsSchema, response: { 200: SharedDocumentSchema } } },
    (request) => openSharedDocument(deps, request.params.token),
  );

  app.get(
    '/api/public/partage/:token/versions/:versionId/download',
    { schema: { tags, params: ShareTokenVersionParamsSchema, summary: 'PDF complet partagé' } },
    async (request, reply) => {
      const version = await downloadSharedVersion(
        deps,
        request.params.token,
        request.params.versionId,
      );
      const pdf = await renderVersionPdf(deps, version, 'full', appOrigin(deps.env, request));
      return sendFile(reply, {
        type: 'application/pdf',
        fileName: versionFileName(version.versionNumber, 'full'),
        bytes: pdf,
        bandwidth: app.downloadBandwidth,
      });
    },
  );
};

/**
 * The photos of what a share link shows (issue 27), in a scope of their own: a page loads each of
 * its photos, hence a wider rate limit, and a photo's bytes are cached like the signed-in ones.
 */
export const publicSharePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPhotosPerIp);
  app.addHook('onSend', unlisted);
  const photoTags = ['DUERP – photos'];

  app.get(
    '/api/public/partage/:token/photos',
    {
      schema: {
        tags: photoTags,
        summary: 'Les photos de la version que montre le lien',
        params: ShareTokenParamsSchema,
        response: { 200: PhotoListSchema },
      },
      onSend: async (_request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
      },
    },
    (request) => sharedPhotos(deps, request.params.token),
  );

  app.get(
    '/api/public/partage/:token/photos/:photoId',
    {
      schema: {
        tags: photoTags,
        summary: "Les octets d'une photo partagée, ou de sa miniature (?taille=miniature)",
        params: SharePhotoParamsSchema,
        querystring: PhotoBytesQuerySchema,
      },
    },
    async (request, reply) =>
      sendPhotoBytes(
        reply,
        await sharedPhotoBytes(
          deps,
          request.params.token,
          request.params.photoId,
          request.query.taille === 'miniature',
        ),
      ),
  );
};
