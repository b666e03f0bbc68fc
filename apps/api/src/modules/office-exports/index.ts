/** The exports module's public surface: what other modules may import. */
export { exportRoutes } from './exports.routes.js';
export { closeExportPool } from './export-pool.js';
