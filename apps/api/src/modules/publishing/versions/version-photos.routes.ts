import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { onDocument } from '../../../plugins/authenticate.js';
import {
  listVersionPhotos,
  sendPhotoBytes,
  versionPhotoBytes,
} from '../../documents/photos/index.js';
import { requireVersionAccess } from './versions.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – photos'];

/** The photos a version kept (issue 27): whoever may read the document may see them. */
export function registerVersionPhotoRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...fromContract(contract.photos.versionList, { tags }),
    config: { access: onDocument('read') },
    handler: async (request) => {
      const { id, versionId } = request.params;
      await requireVersionAccess(deps, request.espace.espaceId, id, versionId, 'demo');
      return listVersionPhotos(deps.db, versionId);
    },
  });

  app.route({
    ...fromContract(contract.photos.versionBytes, {
      tags,
      summary: "Les octets d'une photo de la version, ou de sa miniature (?taille=miniature)",
    }),
    config: { access: onDocument('read') },
    handler: async (request, reply) => {
      const { id, versionId, photoId } = request.params;
      await requireVersionAccess(deps, request.espace.espaceId, id, versionId, 'demo');
      const thumbnail = request.query.taille === 'miniature';
      return sendPhotoBytes(
        reply,
        await versionPhotoBytes(deps.db, [versionId], photoId, thumbnail),
      );
    },
  });
}
