import { z } from 'zod';
import { MessageResponseSchema } from '@duerp/domain/auth';
import { DuerpIdParamsSchema } from '@duerp/domain/duerp';
import { LivePresenceBodySchema, LiveStreamQuerySchema } from '@duerp/domain/live';
import { route } from './route.js';

/** Issue 23: a document's live stream and its presence. */
export const live = {
  stream: route({
    method: 'GET',
    path: '/api/duerp/:id/live',
    params: DuerpIdParamsSchema,
    query: LiveStreamQuerySchema,
    response: z.string().describe('text/event-stream'),
  }),
  presence: route({
    method: 'POST',
    path: '/api/duerp/:id/live/presence',
    params: DuerpIdParamsSchema,
    body: LivePresenceBodySchema,
    response: MessageResponseSchema,
  }),
};
