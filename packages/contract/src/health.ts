import { z } from 'zod';
import { route } from './route.js';

/** Supervision: the server answers and its database too. */
export const health = {
  status: route({
    method: 'GET',
    path: '/api/health',
    response: z.object({ status: z.literal('ok'), database: z.string() }),
  }),
};
