/**
 * Spreadsheet imports (CSV, XLSX) of units, risks and actions into a draft: template, preview and
 * confirm, read in a worker thread.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { importRoutes } from './imports.routes.js';
import { closeImportPool } from './import-pool.js';
export { readSeirichFile } from './import-pool.js';
export { IMPORT_BODY_LIMIT, importErrorHandler } from './import-body.js';

export const importsModule: ApiModule = {
  routes: [importRoutes],
  onClose: closeImportPool,
};
