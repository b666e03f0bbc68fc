import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionFileName } from '@duerp/domain/duerp';
import { contract } from '@duerp/contract';
import { appOrigin } from '../../../lib/app-origin.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { journal } from '../../../plugins/journal.js';
import { limitPerIp, limitPhotosPerIp } from '../../../plugins/rate-limit.js';
import { sendPhotoBytes } from '../../documents/photos/index.js';
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
import { sendFile } from '../../../lib/attachment.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – liens de consultation'];

/** The owner's share links of a document. */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.sharing.links, { tags }),
    config: { access: onDocument('write') },
    handler: (request) => listShareLinks(deps, request.espace.espaceId, request.params.id),
  });

  app.route({
    ...fromContract(contract.sharing.createLink, { tags }),
    config: { access: onDocument('write') },
    bodyLimit: BODY_LIMITS.default,
    handler: async (request) => {
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
  });

  app.route({
    ...fromContract(contract.sharing.revokeLink, { tags }),
    config: { access: onDocument('write') },
    handler: async (request) => {
      const link = await revokeLink(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.linkId,
      );
      await journal(request, 'share_link.revoked', request.params.id, { libelle: link.label });
      return link;
    },
  });
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

  app.route({
    ...fromContract(contract.sharing.sharedDocument, { tags }),
    handler: (request) => openSharedDocument(deps, request.params.token),
  });

  app.route({
    ...fromContract(contract.sharing.downloadSharedVersion, {
      tags,
      summary: 'PDF complet partagé',
    }),
    handler: async (request, reply) => {
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
  });
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

  app.route({
    ...fromContract(contract.sharing.sharedPhotos, {
      tags: photoTags,
      summary: 'Les photos de la version que montre le lien',
    }),
    onSend: async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    },
    handler: (request) => sharedPhotos(deps, request.params.token),
  });

  app.route({
    ...fromContract(contract.sharing.sharedPhoto, {
      tags: photoTags,
      summary: "Les octets d'une photo partagée, ou de sa miniature (?taille=miniature)",
    }),
    handler: async (request, reply) =>
      sendPhotoBytes(
        reply,
        await sharedPhotoBytes(
          deps,
          request.params.token,
          request.params.photoId,
          request.query.taille === 'miniature',
        ),
      ),
  });
};
