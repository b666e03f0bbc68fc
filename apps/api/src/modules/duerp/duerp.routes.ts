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
import { onDocument, onEspace, requireAccount } from '../../plugins/authenticate.js';
import { journal } from '../../plugins/journal.js';
import { writtenBy, writtenIfMatch } from './write-options.js';
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
      config: { access: onEspace('read') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, response: { 200: DuerpDocumentListSchema } },
    },
    (request) => listDuerps(deps, request.espace.espaceId),
  );

  app.get(
    '/api/duerp/:id',
    {
      config: { access: onDocument('read') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params: DuerpIdParamsSchema, response: document },
    },
    (request) => getDuerp(deps, request.espace.espaceId, request.params.id),
  );

  app.post(
    '/api/duerp/create',
    {
      config: { access: onEspace('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, response: document },
    },
    async (request) => {
      const document = await createDuerp(deps, request.espace.espaceId);
      await journal(request, 'duerp.created', document.id, { nom: document.displayName });
      return document;
    },
  );

  app.post(
    '/api/duerp/duplicate/:id',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: { tags, params: DuerpIdParamsSchema, response: document },
    },
    async (request) => {
      const copy = await duplicateDuerp(deps, request.espace.espaceId, request.params.id);
      await journal(request, 'duerp.duplicated', copy.id, {
        nom: copy.displayName,
        source: request.params.id,
      });
      return copy;
    },
  );

  app.delete(
    '/api/duerp/:id',
    {
      config: { access: onDocument('manage') },
      schema: { tags, params: DuerpIdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const nom = await deleteDuerp(deps, request.espace.espaceId, request.params.id);
      await journal(request, 'duerp.deleted', request.params.id, { nom });
      return { message: 'DUERP supprimé avec succès' };
    },
  );

  app.post(
    '/api/duerp/:id/update-infosentreprise',
    {
      config: { access: onDocument('write') },
      serializerCompiler: documentSerializerCompiler,
      schema: {
        tags,
        params: DuerpIdParamsSchema,
        body: UpdateInfosEntrepriseBodySchema,
        response: document,
      },
    },
    async (request) => {
      const { document, renamedFrom } = await updateInfosEntreprise(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      );
      if (renamedFrom !== null) {
        await journal(request, 'duerp.renamed', document.id, {
          avant: renamedFrom,
          nom: document.displayName,
        });
      }
      return document;
    },
  );

  app.post(
    '/api/duerp/:id/update-list-unitesdetravail',
    {
      config: { access: onDocument('write') },
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
      updateListUnites(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenIfMatch(request),
      ),
  );

  app.post(
    '/api/duerp/:id/duplicate-unitedetravail',
    {
      config: { access: onDocument('write') },
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
    (request) =>
      duplicateUnite(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenBy(request),
      ),
  );
};
