import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { documentSerializerCompiler, rereadDocument, writtenIfMatch } from '../duerp/index.js';
import { readHistory, restoreChange } from './history.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – historique des modifications'];

/** Added by issue 29: who changed what and when in a document, and "Restaurer". */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.history.page, {
      tags,
      summary: 'Historique des modifications, du plus récent, par personne et par minute',
    }),
    config: { access: onDocument('read') },
    handler: (request) =>
      readHistory(deps, request.espace.espaceId, request.params.id, request.query),
  });

  app.route({
    ...fromContract(contract.history.restore, {
      tags,
      summary: "Restaurer l'unité, le risque ou l'action qu'une modification a supprimé",
    }),
    config: { access: onDocument('write'), rereadAnswer: rereadDocument },
    serializerCompiler: documentSerializerCompiler,
    handler: (request) =>
      restoreChange(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.changeId,
        writtenIfMatch(request),
      ),
  });
};
