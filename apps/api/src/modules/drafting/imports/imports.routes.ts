import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME_TYPES, IMPORT_LIMITS, IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
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

/** The file in base64 (4 bytes per 3) and its name. */
const bodyLimit = Math.ceil((IMPORT_LIMITS.bytes * 4) / 3) + 4096;

/** Step 4 "Importer depuis un tableur": template, preview, then confirmation. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const defaultHandler = app.errorHandler;
  // A file over the limit is refused while its body is read: say so in the words of the import.
  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      reply.code(413).send({ message: IMPORT_MESSAGES.tooLarge });
      return;
    }
    defaultHandler.call(app, error, request, reply);
  };

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
