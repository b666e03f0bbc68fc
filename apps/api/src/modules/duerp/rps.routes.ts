import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { requireAccount } from '../../plugins/authenticate.js';
import { documentWriteRoute } from './document-write-route.js';
import { rpsWrites } from './rps.service.js';
import { writeDocument } from './write-options.js';

const tags = ['DUERP – risques psychosociaux'];

/** Issue 43: RPS units, group sessions, answers, synthesis and actions. */
export const rpsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const { duerp } = contract;

  app.route({
    ...documentWriteRoute(duerp.updateListUnitesRps, { tags, bodyLimit: BODY_LIMITS.text }),
    handler: writeDocument(deps, rpsWrites.updateListUnitesRps),
  });
  app.route({
    ...documentWriteRoute(duerp.updateDialogueSocialRps, { tags }),
    handler: writeDocument(deps, rpsWrites.updateDialogueSocialRps),
  });
  app.route({
    ...documentWriteRoute(duerp.updateSeanceRps, { tags }),
    handler: writeDocument(deps, rpsWrites.updateSeanceRps),
  });
  app.route({
    ...documentWriteRoute(duerp.updateReponseRps, { tags, bodyLimit: BODY_LIMITS.text }),
    handler: writeDocument(deps, rpsWrites.updateReponseRps),
  });
  app.route({
    ...documentWriteRoute(duerp.updateReponseSimplifieeRps, { tags }),
    handler: writeDocument(deps, rpsWrites.updateReponseSimplifieeRps),
  });
  app.route({
    ...documentWriteRoute(duerp.updateSyntheseRps, { tags, bodyLimit: BODY_LIMITS.text }),
    handler: writeDocument(deps, rpsWrites.updateSyntheseRps),
  });
  app.route({
    ...documentWriteRoute(duerp.upsertActionRps, { tags, bodyLimit: BODY_LIMITS.text }),
    handler: writeDocument(deps, rpsWrites.upsertActionRps),
  });
  app.route({
    ...documentWriteRoute(duerp.deleteActionRps, { tags }),
    handler: writeDocument(deps, rpsWrites.deleteActionRps),
  });
};
