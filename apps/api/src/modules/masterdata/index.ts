/** The masterdata module's public surface: what other modules may import. */
export { masterdataRoutes } from './masterdata.routes.js';
