import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DuerpIdParamsSchema,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  PhotoBytesQuerySchema,
  PhotoCaptionBodySchema,
  PhotoListSchema,
  PhotoParamsSchema,
  PhotoSchema,
  PhotoUploadQuerySchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
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

const tags = ['DUERP – photos'];

/** The raw image, described for OpenAPI; read by the handler as a stream, never parsed. */
const ImageBodySchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: `Les octets de l'image (JPEG, PNG ou WebP), ${PHOTO_MAX_BYTES / 1024 / 1024} Mo au plus.`,
});

/** The photos of a document's draft, on its risks and actions (issue 27). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  // Any body that is not JSON is left unread here: the upload handler streams it once the policy
  // has let the caller in, and refuses a type other than an image with its own message.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post(
    '/api/duerp/:id/photos',
    {
      config: { access: onDocument('write') },
      schema: {
        tags,
        summary: 'Ajouter une photo à un risque ou à une action',
        description:
          "Le corps est l'image elle-même, avec son type en Content-Type. Le type est vérifié sur le contenu, l'image est réencodée sans ses métadonnées (EXIF, GPS) et ramenée à 1 600 px au plus.",
        params: DuerpIdParamsSchema,
        querystring: PhotoUploadQuerySchema,
        body: ImageBodySchema,
        consumes: [...PHOTO_MIME_TYPES],
        response: { 201: PhotoSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/duerp/:id/photos',
    {
      config: { access: onDocument('read') },
      schema: { tags, params: DuerpIdParamsSchema, response: { 200: PhotoListSchema } },
    },
    (request) => listPhotos(deps, request.espace.espaceId, request.params.id),
  );

  app.get(
    '/api/duerp/:id/photos/:photoId',
    {
      config: { access: onDocument('read') },
      schema: {
        tags,
        summary: 'Les octets de la photo, ou de sa miniature (?taille=miniature)',
        params: PhotoParamsSchema,
        querystring: PhotoBytesQuerySchema,
      },
    },
    async (request, reply) =>
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
  );

  app.patch(
    '/api/duerp/:id/photos/:photoId',
    {
      config: { access: onDocument('write') },
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Modifier la légende',
        params: PhotoParamsSchema,
        body: PhotoCaptionBodySchema,
        response: { 200: PhotoSchema },
      },
    },
    (request) =>
      captionPhoto(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.photoId,
        request.body.legende,
      ),
  );

  app.delete(
    '/api/duerp/:id/photos/:photoId',
    {
      config: { access: onDocument('write') },
      schema: {
        tags,
        summary: 'Retirer la photo du document (les versions qui la contiennent la gardent)',
        params: PhotoParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletePhoto(deps, request.espace.espaceId, request.params.id, request.params.photoId);
      return reply.code(204).send(null);
    },
  );
};
