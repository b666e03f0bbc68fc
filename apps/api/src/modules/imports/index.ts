/**
 * Spreadsheet imports (CSV, XLSX) of units, risks and actions into a draft: template, preview and
 * confirm, read in a worker thread.
 */
export { closeImportPool } from './import-pool.js';
export { importRoutes } from './imports.routes.js';
