import { z } from 'zod';
import { DuerpIdParamsSchema, VersionParamsSchema } from '@duerp/domain/duerp';
import {
  PhotoBytesQuerySchema,
  PhotoCaptionBodySchema,
  PhotoListSchema,
  PhotoParamsSchema,
  PhotoSchema,
  PhotoUploadQuerySchema,
  VersionPhotoParamsSchema,
  PHOTO_MAX_BYTES,
} from '@duerp/domain/photos';
import { route } from './route.js';

/** The raw image, described for OpenAPI; read by the handler as a stream, never parsed. */
const ImageBodySchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: `Les octets de l'image (JPEG, PNG ou WebP), ${PHOTO_MAX_BYTES / 1024 / 1024} Mo au plus.`,
});

/** Issue 27: the photos of a draft and of its versions. */
export const photos = {
  upload: route({
    method: 'POST',
    path: '/api/duerp/:id/photos',
    params: DuerpIdParamsSchema,
    query: PhotoUploadQuerySchema,
    body: ImageBodySchema,
    response: PhotoSchema,
    status: 201,
  }),
  list: route({
    method: 'GET',
    path: '/api/duerp/:id/photos',
    params: DuerpIdParamsSchema,
    response: PhotoListSchema,
  }),
  bytes: route({
    method: 'GET',
    path: '/api/duerp/:id/photos/:photoId',
    params: PhotoParamsSchema,
    query: PhotoBytesQuerySchema,
  }),
  caption: route({
    method: 'PATCH',
    path: '/api/duerp/:id/photos/:photoId',
    params: PhotoParamsSchema,
    body: PhotoCaptionBodySchema,
    response: PhotoSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/duerp/:id/photos/:photoId',
    params: PhotoParamsSchema,
    response: z.null(),
    status: 204,
  }),
  versionList: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/:versionId/photos',
    params: VersionParamsSchema,
    response: PhotoListSchema,
  }),
  versionBytes: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/:versionId/photos/:photoId',
    params: VersionPhotoParamsSchema,
    query: PhotoBytesQuerySchema,
  }),
};
