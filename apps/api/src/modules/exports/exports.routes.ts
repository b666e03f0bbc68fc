import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME_TYPES, VersionParamsSchema } from '@duerp/domain';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { renderDocxInWorker } from './docx-pool.js';
import { loadVersionExport, parseExportJob } from './exports.service.js';
import { writeXlsx } from './xlsx-export.js';
import { asAttachment } from '../../lib/attachment.js';

const tags = ['DUERP – versions'];

/** Exports of a version in Excel and Word formats, beside its PDF. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.get(
    '/api/duerp/:id/versions/:versionId/download-xlsx',
    {
      config: { access: onDocument('write') },
      schema: { tags, params: VersionParamsSchema, summary: 'Export Excel (XLSX)' },
    },
    async (request, reply) => {
      const { job, fileName } = await loadVersionExport(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.versionId,
        'xlsx',
      );
      const body = new PassThrough();
      writeXlsx(parseExportJob(job), body).catch((error: unknown) => {
        request.log.error({ err: error }, 'XLSX export failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return asAttachment(reply, EXPORT_MIME_TYPES.xlsx, fileName).send(body);
    },
  );

  app.get(
    '/api/duerp/:id/versions/:versionId/download-docx',
    {
      config: { access: onDocument('write') },
      schema: { tags, params: VersionParamsSchema, summary: 'Export Word (DOCX)' },
    },
    async (request, reply) => {
      const { job, fileName } = await loadVersionExport(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.params.versionId,
        'docx',
      );
      const docx = await renderDocxInWorker(job);
      return asAttachment(reply, EXPORT_MIME_TYPES.docx, fileName)
        .header('Content-Length', docx.length)
        .send(docx);
    },
  );
};
