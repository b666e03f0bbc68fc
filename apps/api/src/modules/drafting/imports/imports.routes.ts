import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME_TYPES, IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { IMPORT_BODY_LIMIT as bodyLimit, importErrorHandler } from './import-body.js';
import { contract } from '@duerp/contract';
import { onDocument, onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { documentSerializerCompiler, expectedRevision, rereadDocument } from '../duerp/index.js';
import { csvTemplate, xlsxTemplate } from './import-template.js';
import { confirmImport, previewImport } from './imports.service.js';
import { asAttachment } from '../../../lib/attachment.js';
import { HttpError } from '../../../errors.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – import depuis un tableur'];

/**
 * The revision the preview was made on. Without it a confirmation replayed (a double click, a
 * retried request) would import the whole file again: 428 Precondition Required.
 */
function previewRevision(header: string | string[] | undefined): number {
  const revision = expectedRevision(header);
  if (revision === undefined) throw new HttpError(428, IMPORT_MESSAGES.revisionRequired);
  return revision;
}

/** Step 4 "Importer depuis un tableur": template, preview, then confirmation. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const errorHandler = importErrorHandler(app);

  app.route({
    ...fromContract(contract.imports.template, { tags, summary: "Modèle d'import (XLSX ou CSV)" }),
    config: { access: onPerson },
    handler: async (request, reply) => {
      const { format } = request.params;
      const file = format === 'xlsx' ? await xlsxTemplate() : csvTemplate();
      return asAttachment(
        reply,
        format === 'xlsx' ? EXPORT_MIME_TYPES.xlsx : 'text/csv; charset=utf-8',
        `modele_import_DUERP.${format}`,
      ).send(file);
    },
  });

  app.route({
    ...fromContract(contract.imports.preview, { tags }),
    config: { access: onDocument('write') },
    bodyLimit,
    errorHandler,
    handler: (request) =>
      previewImport(deps, request.espace.espaceId, request.params.id, request.body),
  });

  app.route({
    ...fromContract(contract.imports.confirm, { tags }),
    config: { access: onDocument('write'), rereadAnswer: rereadDocument },
    serializerCompiler: documentSerializerCompiler,
    bodyLimit,
    errorHandler,
    handler: (request) =>
      confirmImport(deps, request.espace.espaceId, request.params.id, request.body, {
        actor: request.accountId,
        expectedRevision: previewRevision(request.headers['if-match']),
      }),
  });
};
