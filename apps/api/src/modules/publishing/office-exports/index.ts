/** The Word (DOCX) and Excel (XLSX) exports of a version, rendered in a worker thread. */
import type { ApiModule } from '../../../lib/api-module.js';
import { exportRoutes } from './exports.routes.js';
import { closeExportPool } from './export-pool.js';

export const officeExportsModule: ApiModule = {
  routes: [exportRoutes],
  onClose: closeExportPool,
};
