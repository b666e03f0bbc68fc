import { ComplianceReportSchema } from '../compliance/findings.js';
import { DuerpIdParamsSchema } from '../duerp/schemas.js';
import { route } from './route.js';

/** « Prêt pour un contrôle ? » (issue 42): a document's findings, computed on request. */
export const compliance = {
  get: route({
    method: 'GET',
    path: '/api/duerp/:id/compliance',
    params: DuerpIdParamsSchema,
    response: ComplianceReportSchema,
  }),
};
