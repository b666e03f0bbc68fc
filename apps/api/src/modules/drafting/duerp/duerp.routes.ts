import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, onEspace, requireAccount } from '../../../plugins/authenticate.js';
import { journal } from '../../../plugins/journal.js';
import { documentWriteRoute } from './document-write-route.js';
import { writeDocument, writtenBy, writtenIfMatch } from './write-options.js';
import { createDuerp, deleteDuerp, duplicateDuerp, getDuerp, listDuerps } from './duerp.service.js';
import { updateInfosEntreprise, updateListUnites } from './duerp-writes.service.js';
import { duplicateUnite } from './duplicate-unit.service.js';
import { documentSerializerCompiler } from './document-json.js';

const tags = ['DUERP'];
const routes = contract.duerp;

/** DUERP: documents and the writes of the editor's steps 2 and 3. */
export const duerpRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(routes.list, { tags }),
    config: { access: onEspace('read') },
    serializerCompiler: documentSerializerCompiler,
    handler: (request) => listDuerps(deps, request.espace.espaceId),
  });

  app.route({
    ...fromContract(routes.get, { tags }),
    config: { access: onDocument('read') },
    serializerCompiler: documentSerializerCompiler,
    handler: (request) => getDuerp(deps, request.espace.espaceId, request.params.id),
  });

  app.route({
    ...fromContract(routes.create, { tags }),
    config: { access: onEspace('write') },
    serializerCompiler: documentSerializerCompiler,
    handler: async (request) => {
      const document = await createDuerp(deps, request.espace.espaceId);
      await journal(request, 'duerp.created', document.id, { nom: document.displayName });
      return document;
    },
  });

  app.route({
    ...documentWriteRoute(routes.duplicate, { tags }),
    handler: async (request) => {
      const copy = await duplicateDuerp(deps, request.espace.espaceId, request.params.id);
      await journal(request, 'duerp.duplicated', copy.id, {
        nom: copy.displayName,
        source: request.params.id,
      });
      return copy;
    },
  });

  app.route({
    ...fromContract(routes.delete, { tags }),
    config: { access: onDocument('manage') },
    handler: async (request) => {
      const nom = await deleteDuerp(deps, request.espace.espaceId, request.params.id);
      await journal(request, 'duerp.deleted', request.params.id, { nom });
      return { message: 'DUERP supprimé avec succès' };
    },
  });

  app.route({
    ...documentWriteRoute(routes.updateInfosEntreprise, { tags }),
    handler: async (request) => {
      const { document, renamedFrom } = await updateInfosEntreprise(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      );
      if (renamedFrom !== null) {
        await journal(request, 'duerp.renamed', document.id, {
          avant: renamedFrom,
          nom: document.displayName,
        });
      }
      return document;
    },
  });

  app.route({
    ...documentWriteRoute(routes.updateListUnites, { tags, bodyLimit: BODY_LIMITS.documentList }),
    handler: writeDocument(deps, updateListUnites, writtenIfMatch),
  });

  app.route({
    ...documentWriteRoute(routes.duplicateUnite, {
      tags,
      summary:
        "Dupliquer l'unité : ses catégories, ses risques évalués et, sur demande, ses actions",
      bodyLimit: BODY_LIMITS.text,
    }),
    handler: writeDocument(deps, duplicateUnite),
  });
};
