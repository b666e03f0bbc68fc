import { ComplianceReportSchema } from '@duerp/domain/compliance';
import { DuerpIdParamsSchema } from '@duerp/domain/duerp';
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
