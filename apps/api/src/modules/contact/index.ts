/** The contact forms, public and signed in, and the messages they send to the support. */
export { contactRoutes, publicContactRoutes } from './contact.routes.js';
export { contactPendingReport, contactResendReport } from './contact.admin.js';
