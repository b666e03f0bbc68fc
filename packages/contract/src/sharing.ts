import { z } from 'zod';
import {
  CreateShareLinkBodySchema,
  CreatedShareLinkSchema,
  ShareLinkParamsSchema,
  ShareLinkSchema,
  ShareTokenParamsSchema,
  ShareTokenVersionParamsSchema,
  SharedDocumentSchema,
} from '@duerp/domain/access';
import { DuerpIdParamsSchema } from '@duerp/domain/duerp';
import {
  PhotoBytesQuerySchema,
  PhotoListSchema,
  SharePhotoParamsSchema,
} from '@duerp/domain/photos';
import { route } from './route.js';

/** Issue 21: share links and what they open without an account. */
export const sharing = {
  links: route({
    method: 'GET',
    path: '/api/duerp/:id/share-links',
    params: DuerpIdParamsSchema,
    response: z.array(ShareLinkSchema),
  }),
  createLink: route({
    method: 'POST',
    path: '/api/duerp/:id/share-links',
    params: DuerpIdParamsSchema,
    body: CreateShareLinkBodySchema,
    response: CreatedShareLinkSchema,
  }),
  revokeLink: route({
    method: 'POST',
    path: '/api/duerp/:id/share-links/:linkId/revoke',
    params: ShareLinkParamsSchema,
    response: ShareLinkSchema,
  }),
  sharedDocument: route({
    method: 'GET',
    path: '/api/public/partage/:token',
    params: ShareTokenParamsSchema,
    response: SharedDocumentSchema,
  }),
  downloadSharedVersion: route({
    method: 'GET',
    path: '/api/public/partage/:token/versions/:versionId/download',
    params: ShareTokenVersionParamsSchema,
  }),
  sharedPhotos: route({
    method: 'GET',
    path: '/api/public/partage/:token/photos',
    params: ShareTokenParamsSchema,
    response: PhotoListSchema,
  }),
  sharedPhoto: route({
    method: 'GET',
    path: '/api/public/partage/:token/photos/:photoId',
    params: SharePhotoParamsSchema,
    query: PhotoBytesQuerySchema,
  }),
};
