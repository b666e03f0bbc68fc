/** The access-notice module's public surface: what other modules may import. */
export { accessNoticeRoutes } from './access-notice.routes.js';
