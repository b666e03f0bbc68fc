import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteActionBodySchema,
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  UpdateListRisquesBodySchema,
  UpdateRisqueBodySchema,
  UpdateTogglePapripactBodySchema,
  UpsertActionBodySchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { writtenBy, writtenIfMatch } from './write-options.js';
import {
  deleteAction,
  togglePapripact,
  updateListRisques,
  updateRisque,
  upsertAction,
} from './risk-writes.service.js';
import { documentSerializerCompiler } from './document-json.js';

const tags = ['DUERP – risques et PAPRIPACT'];
const response = { 200: DuerpDocumentSchema };
const params = DuerpIdParamsSchema;

/** SPEC §7: the writes of the editor's steps 4 to 6. */
export const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.post(
    '/api/duerp/:id/update-list-risques',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.documentList,
      schema: { tags, params, body: UpdateListRisquesBodySchema, response },
    },
    (request) =>
      updateListRisques(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenIfMatch(request),
      ),
  );

  app.post(
    '/api/duerp/:id/update-risque',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.text,
      schema: { tags, params, body: UpdateRisqueBodySchema, response },
    },
    (request) =>
      updateRisque(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  );

  app.post(
    '/api/duerp/:id/update-toggle-papripact',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params, body: UpdateTogglePapripactBodySchema, response },
    },
    (request) =>
      togglePapripact(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body.isPapripactEnabled,
        writtenBy(request),
      ),
  );

  app.post(
    '/api/duerp/:id/upsert-action-preventive-papripact',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.text,
      schema: { tags, params, body: UpsertActionBodySchema, response },
    },
    (request) =>
      upsertAction(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  );

  app.delete(
    '/api/duerp/:id/delete-action-preventive-papripact',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params, body: DeleteActionBodySchema, response },
    },
    (request) =>
      deleteAction(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  );
};
