/** The contact module's public surface: what other modules may import. */
export { contactRoutes, publicContactRoutes } from './contact.routes.js';
export { contactPendingReport, contactResendReport } from './contact.admin.js';
