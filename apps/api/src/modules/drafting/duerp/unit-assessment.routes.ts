import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { requireAccount } from '../../../plugins/authenticate.js';
import {
  updateAmbiancesThermiques,
  updateEffectifUnite,
  updatePenibiliteUnite,
} from './unit-assessment.service.js';
import { documentWriteRoute } from './document-write-route.js';
import { writeDocument } from './write-options.js';

const tags = ['DUERP – effectifs et pénibilité'];

/** Issue 16: a unit's headcount (step 3) and its pénibilité exposures (step 5); issue 42: heat and cold. */
export const unitAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...documentWriteRoute(contract.duerp.updateEffectifUnite, { tags }),
    handler: writeDocument(deps, updateEffectifUnite),
  });

  app.route({
    ...documentWriteRoute(contract.duerp.updatePenibiliteUnite, {
      tags,
      bodyLimit: BODY_LIMITS.text,
    }),
    handler: writeDocument(deps, updatePenibiliteUnite),
  });

  app.route({
    ...documentWriteRoute(contract.duerp.updateAmbiancesThermiques, { tags }),
    handler: writeDocument(deps, updateAmbiancesThermiques),
  });
};
