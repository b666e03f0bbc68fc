import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { requireAccount } from '../../plugins/authenticate.js';
import { updateEffectifUnite, updatePenibiliteUnite } from './unit-assessment.service.js';
import { documentWriteRoute } from './document-write-route.js';
import { writtenBy } from './write-options.js';

const tags = ['DUERP – effectifs et pénibilité'];

/** Issue 16: a unit's headcount (step 3) and its pénibilité exposures (step 5). */
export const unitAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...documentWriteRoute(contract.duerp.updateEffectifUnite, { tags }),
    handler: (request) =>
      updateEffectifUnite(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  });

  app.route({
    ...documentWriteRoute(contract.duerp.updatePenibiliteUnite, {
      tags,
      bodyLimit: BODY_LIMITS.text,
    }),
    handler: (request) =>
      updatePenibiliteUnite(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  });
};
