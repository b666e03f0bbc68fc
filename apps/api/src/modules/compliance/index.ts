/** « Prêt pour un contrôle ? »: the compliance findings of a document (issue 42). */
export { complianceRoutes } from './compliance.routes.js';
export { documentCompliance } from './compliance.service.js';
export { markAccessNoticeGenerated } from './records.service.js';
