/** The imports module's public surface: what other modules may import. */
export { closeImportPool } from './import-pool.js';
export { importRoutes } from './imports.routes.js';
