/** The archive module's public surface: what other modules may import. */
export { archiveRoutes } from './archive.routes.js';
