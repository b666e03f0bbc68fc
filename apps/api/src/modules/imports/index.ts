/** The imports module's public surface: what other modules may import. */
export { importRoutes } from './imports.routes.js';
