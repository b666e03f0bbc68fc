import { DuerpDocumentSchema, DuerpIdParamsSchema } from '@duerp/domain/duerp';
import {
  HistoriqueChangeParamsSchema,
  HistoriquePageSchema,
  HistoriqueQuerySchema,
} from '@duerp/domain/history';
import { route } from './route.js';

/** Issue 20: a document's history and the restoring of a change. */
export const history = {
  page: route({
    method: 'GET',
    path: '/api/duerp/:id/historique',
    params: DuerpIdParamsSchema,
    query: HistoriqueQuerySchema,
    response: HistoriquePageSchema,
  }),
  restore: route({
    method: 'POST',
    path: '/api/duerp/:id/historique/:changeId/restaurer',
    params: HistoriqueChangeParamsSchema,
    response: DuerpDocumentSchema,
  }),
};
