/** The contact forms, public and signed in, and the messages they send to the support. */
import type { ApiModule } from '../../../lib/api-module.js';
import { contactRoutes, publicContactRoutes } from './contact.routes.js';
export { contactPendingReport, contactResendReport } from './contact.admin.js';

export const contactModule: ApiModule = {
  routes: [publicContactRoutes, contactRoutes],
};
