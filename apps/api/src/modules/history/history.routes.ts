import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  HistoriqueChangeParamsSchema,
  HistoriquePageSchema,
  HistoriqueQuerySchema,
} from '@duerp/domain';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { documentSerializerCompiler, writtenIfMatch } from '../duerp/index.js';
import { readHistory, restoreChange } from './history.service.js';

const tags = ['DUERP – historique des modifications'];

/** Not in SPEC (issue 29): who changed what and when in a document, and "Restaurer". */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.get(
    '/api/duerp/:id/historique',
    {
      config: { access: onDocument('read') },
      schema: {
        tags,
        summary: 'Historique des modifications, du plus récent, par personne et par minute',
        params: DuerpIdParamsSchema,
        querystring: HistoriqueQuerySchema,
        response: { 200: HistoriquePageSchema },
      },
    },
    (request) => readHistory(deps, request.espace.espaceId, request.params.id, request.query),
  );

  app.post(
    '/api/duerp/:id/historique/:changeId/restaurer',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: {
        tags,
        summary: "Restaurer l'unité, le risque ou l'action qu'une modification a supprimé",
        params: HistoriqueChangeParamsSchema,
        response: { 200: DuerpDocumentSchema },
      },
    },
    (request) =>
      restoreChange(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.changeId,
        writtenIfMatch(request),
      ),
  );
};
