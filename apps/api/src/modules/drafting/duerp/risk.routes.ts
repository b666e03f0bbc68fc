import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { requireAccount } from '../../../plugins/authenticate.js';
import { documentWriteRoute } from './document-write-route.js';
import { writeDocument, writtenIfMatch } from './write-options.js';
import {
  deleteAction,
  togglePapripact,
  updateListRisques,
  updateRisque,
  upsertAction,
} from './risk-writes.service.js';

const tags = ['DUERP – risques et PAPRIPACT'];
const routes = contract.duerp;

/** The writes of the editor's steps 4 to 6. */
export const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...documentWriteRoute(routes.updateListRisques, { tags, bodyLimit: BODY_LIMITS.documentList }),
    handler: writeDocument(deps, updateListRisques, writtenIfMatch),
  });

  app.route({
    ...documentWriteRoute(routes.updateRisque, { tags, bodyLimit: BODY_LIMITS.text }),
    handler: writeDocument(deps, updateRisque),
  });

  app.route({
    ...documentWriteRoute(routes.togglePapripact, { tags }),
    handler: writeDocument(deps, togglePapripact),
  });

  app.route({
    ...documentWriteRoute(routes.upsertAction, { tags, bodyLimit: BODY_LIMITS.text }),
    handler: writeDocument(deps, upsertAction),
  });

  app.route({
    ...documentWriteRoute(routes.deleteAction, { tags }),
    handler: writeDocument(deps, deleteAction),
  });
};
