import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  UpdateEffectifUniteBodySchema,
  UpdatePenibiliteUniteBodySchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { updateEffectifUnite, updatePenibiliteUnite } from './unit-assessment.service.js';
import { writtenBy } from './write-options.js';
import { documentSerializerCompiler } from './document-json.js';

const tags = ['DUERP – effectifs et pénibilité'];
const response = { 200: DuerpDocumentSchema };
const params = DuerpIdParamsSchema;

/** Issue 16: a unit's headcount (step 3) and its pénibilité exposures (step 5). */
export const unitAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.post(
    '/api/duerp/:id/update-effectif-unite',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params, body: UpdateEffectifUniteBodySchema, response },
    },
    (request) =>
      updateEffectifUnite(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  );

  app.post(
    '/api/duerp/:id/update-penibilite-unite',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.text,
      schema: { tags, params, body: UpdatePenibiliteUniteBodySchema, response },
    },
    (request) =>
      updatePenibiliteUnite(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  );
};
