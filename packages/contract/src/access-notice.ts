import { AccessNoticeBodySchema } from '@duerp/domain/access';
import { DuerpIdParamsSchema } from '@duerp/domain/duerp';
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
