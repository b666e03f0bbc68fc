import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@duerp/domain/photos';
import { contract } from '@duerp/contract';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { declaredImageType } from './image.js';
import { sendPhotoBytes } from './photo-reply.js';
import {
  captionPhoto,
  deletePhoto,
  listPhotos,
  photoBytes,
  uploadPhoto,
} from './photos.service.js';
import { readCappedBody } from './upload-body.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – photos'];

/** The photos of a document's draft, on its risks and actions (issue 27). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  // Any body that is not JSON is left unread here: the upload handler streams it once the policy
  // has let the caller in, and refuses a type other than an image with its own message.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.route({
    ...fromContract(contract.photos.upload, {
      tags,
      summary: 'Ajouter une photo à un risque ou à une action',
      description:
        "Le corps est l'image elle-même, avec son type en Content-Type. Le type est vérifié sur le contenu, l'image est réencodée sans ses métadonnées (EXIF, GPS) et ramenée à 1 600 px au plus.",
      consumes: [...PHOTO_MIME_TYPES],
    }),
    config: { access: onDocument('write') },
    handler: async (request, reply) => {
      const declared = declaredImageType(request.headers['content-type']);
      const photo = await uploadPhoto(
        deps,
        { accountId: request.accountId, espaceId: request.espace.espaceId },
        request.params.id,
        request.query,
        declared,
        () => readCappedBody(request.raw, PHOTO_MAX_BYTES),
      );
      return reply.code(201).send(photo);
    },
  });

  app.route({
    ...fromContract(contract.photos.list, { tags }),
    config: { access: onDocument('read') },
    handler: (request) => listPhotos(deps, request.espace.espaceId, request.params.id),
  });

  app.route({
    ...fromContract(contract.photos.bytes, {
      tags,
      summary: 'Les octets de la photo, ou de sa miniature (?taille=miniature)',
    }),
    config: { access: onDocument('read') },
    handler: async (request, reply) =>
      sendPhotoBytes(
        reply,
        await photoBytes(
          deps,
          request.espace.espaceId,
          request.params.id,
          request.params.photoId,
          request.query.taille === 'miniature',
        ),
      ),
  });

  app.route({
    ...fromContract(contract.photos.caption, { tags, summary: 'Modifier la légende' }),
    config: { access: onDocument('write') },
    bodyLimit: BODY_LIMITS.default,
    handler: (request) =>
      captionPhoto(
        deps,
        { accountId: request.accountId, espaceId: request.espace.espaceId },
        request.params.id,
        request.params.photoId,
        request.body.legende,
      ),
  });

  app.route({
    ...fromContract(contract.photos.delete, {
      tags,
      summary: 'Retirer la photo du document (les versions qui la contiennent la gardent)',
    }),
    config: { access: onDocument('write') },
    handler: async (request, reply) => {
      await deletePhoto(
        deps,
        { accountId: request.accountId, espaceId: request.espace.espaceId },
        request.params.id,
        request.params.photoId,
      );
      return reply.code(204).send(null);
    },
  });
};
