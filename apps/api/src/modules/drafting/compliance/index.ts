/** « Prêt pour un contrôle ? »: the compliance findings of a document (issue 42). */
import type { ApiModule } from '../../../lib/api-module.js';
import { complianceRoutes } from './compliance.routes.js';
export { documentCompliance } from './compliance.service.js';
export { markAccessNoticeGenerated, readComplianceRecords } from './records.service.js';

export const complianceModule: ApiModule = {
  routes: [complianceRoutes],
};
