/** The Word (DOCX) and Excel (XLSX) exports of a version, rendered in a worker thread. */
export { exportRoutes } from './exports.routes.js';
export { closeExportPool } from './export-pool.js';
