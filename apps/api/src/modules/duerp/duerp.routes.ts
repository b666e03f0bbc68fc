import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DuplicateUniteBodySchema,
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  MessageResponseSchema,
  UpdateInfosEntrepriseBodySchema,
  UpdateListUnitesBodySchema,
} from '@duerp/domain';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { requireAccount } from '../../plugins/authenticate.js';
import { expectedRevision } from './if-match.js';
import { createDuerp, deleteDuerp, duplicateDuerp, getDuerp, listDuerps } from './duerp.service.js';
import { updateInfosEntreprise, updateListUnites } from './duerp-writes.service.js';
import { duplicateUnite } from './duplicate-unit.service.js';
import { DuerpDocumentListSchema, documentSerializerCompiler } from './document-json.js';

const tags = ['DUERP'];
const document = { 200: DuerpDocumentSchema };

/** SPEC §7 "DUERP": documents and the writes of the editor's steps 2 and 3. */
export const duerpRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.get(
    '/api/duerp/list',
    {
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, response: { 200: DuerpDocumentListSchema } },
    },
    (request) => listDuerps(deps, request.accountId),
  );

  app.get(
    '/api/duerp/:id',
    {
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params: DuerpIdParamsSchema, response: document },
    },
    (request) => getDuerp(deps, request.accountId, request.params.id),
  );

  app.post(
    '/api/duerp/create',
    { serializerCompiler: documentSerializerCompiler, schema: { tags, response: document } },
    (request) => createDuerp(deps, request.accountId),
  );

  app.post(
    '/api/duerp/duplicate/:id',
    {
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params: DuerpIdParamsSchema, response: document },
    },
    (request) => duplicateDuerp(deps, request.accountId, request.params.id),
  );

  app.delete(
    '/api/duerp/:id',
    { schema: { tags, params: DuerpIdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteDuerp(deps, request.accountId, request.params.id);
      return { message: 'DUERP supprimé avec succès' };
    },
  );

  app.post(
    '/api/duerp/:id/update-infosentreprise',
    {
      serializerCompiler: documentSerializerCompiler,
      schema: {
        tags,
        params: DuerpIdParamsSchema,
        body: UpdateInfosEntrepriseBodySchema,
        response: document,
      },
    },
    (request) => updateInfosEntreprise(deps, request.accountId, request.params.id, request.body),
  );

  app.post(
    '/api/duerp/:id/update-list-unitesdetravail',
    {
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.documentList,
      schema: {
        tags,
        params: DuerpIdParamsSchema,
        body: UpdateListUnitesBodySchema,
        response: document,
      },
    },
    (request) =>
      updateListUnites(deps, request.accountId, request.params.id, request.body, {
        expectedRevision: expectedRevision(request.headers['if-match']),
      }),
  );

  app.post(
    '/api/duerp/:id/duplicate-unitedetravail',
    {
      serializerCompiler: documentSerializerCompiler,
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary:
          "Dupliquer l'unité : ses catégories, ses risques évalués et, sur demande, ses actions",
        params: DuerpIdParamsSchema,
        body: DuplicateUniteBodySchema,
        response: document,
      },
    },
    (request) => duplicateUnite(deps, request.accountId, request.params.id, request.body),
  );
};
