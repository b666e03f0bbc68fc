import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME_TYPES, type ExportFormat } from '@duerp/domain/spreadsheet';
import { contract } from '@duerp/contract';
import { sendFile } from '../../../lib/attachment.js';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { journal } from '../../../plugins/journal.js';
import { renderExportInWorker } from './export-pool.js';
import { loadVersionExport } from './exports.service.js';

const tags = ['DUERP – versions'];
const ROUTES = {
  xlsx: { entry: contract.versions.downloadXlsx, summary: 'Export Excel (XLSX)' },
  docx: { entry: contract.versions.downloadDocx, summary: 'Export Word (DOCX)' },
} satisfies Record<ExportFormat, unknown>;

/** Exports of a version in Excel and Word formats, beside its PDF, rendered in a worker thread. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  for (const format of ['xlsx', 'docx'] as const) {
    const { entry, summary } = ROUTES[format];
    app.route({
      ...fromContract(entry, { tags, summary }),
      config: { access: onDocument('write') },
      handler: async (request, reply) => {
        const { job, fileName, versionNumber } = await loadVersionExport(
          deps,
          request.espace.espaceId,
          request.params.id,
          request.params.versionId,
          format,
        );
        const file = await renderExportInWorker(job);
        await journal(request, 'export.downloaded', request.params.id, {
          fichier: fileName,
          numero: String(versionNumber),
          format,
        });
        return sendFile(reply, { type: EXPORT_MIME_TYPES[format], fileName, bytes: file });
      },
    });
  }
};
