import { AccessNoticeBodySchema } from '../access/index.js';
import { DuerpIdParamsSchema } from '../duerp/index.js';
import { route } from './route.js';

/** The workers' access notice (article R4121-4). */
export const accessNotice = {
  pdf: route({
    method: 'POST',
    path: '/api/duerp/:id/access-notice',
    params: DuerpIdParamsSchema,
    body: AccessNoticeBodySchema,
  }),
};
