import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME_TYPES, VersionParamsSchema, type ExportFormat } from '@duerp/domain';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { journal } from '../../plugins/journal.js';
import { renderExportInWorker } from './export-pool.js';
import { loadVersionExport } from './exports.service.js';
import { asAttachment } from '../../lib/attachment.js';

const tags = ['DUERP – versions'];
const SUMMARIES: Record<ExportFormat, string> = {
  xlsx: 'Export Excel (XLSX)',
  docx: 'Export Word (DOCX)',
};

/** Exports of a version in Excel and Word formats, beside its PDF, rendered in a worker thread. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  for (const format of ['xlsx', 'docx'] as const) {
    app.get(
      `/api/duerp/:id/versions/:versionId/download-${format}`,
      {
        config: { access: onDocument('write') },
        schema: { tags, params: VersionParamsSchema, summary: SUMMARIES[format] },
      },
      async (request, reply) => {
        const { job, fileName } = await loadVersionExport(
          deps,
          request.espace.espaceId,
          request.params.id,
          request.params.versionId,
          format,
        );
        const file = await renderExportInWorker(job);
        await journal(request, 'export.downloaded', request.params.id, { fichier: fileName });
        return asAttachment(reply, EXPORT_MIME_TYPES[format], fileName)
          .header('Content-Length', file.length)
          .send(file);
      },
    );
  }
};
