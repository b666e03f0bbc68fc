import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DuerpIdParamsSchema,
  LIVE_MESSAGES,
  LivePresenceBodySchema,
  LiveStreamQuerySchema,
  MessageResponseSchema,
} from '@duerp/domain';
import { HttpError, notFound } from '../../errors.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import type { LiveHub, LiveStream } from './live-hub.js';
import { findAccountName } from './live.repository.js';

/** Open streams per account on one instance: a few tabs each, not a leak. */
export const MAX_STREAMS_PER_ACCOUNT = 20;

const tags = ['Direct'];

/** The live stream of a document (Server-Sent Events) and the step its viewer is on. */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  requireAccount(app);
  const { db } = app.deps;

  app.get(
    '/api/duerp/:id/live',
    {
      config: { access: onDocument('read') },
      schema: {
        tags,
        summary:
          'Flux en direct du document (text/event-stream) : événements « change » et « presence »',
        params: DuerpIdParamsSchema,
        querystring: LiveStreamQuerySchema,
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const { accountId } = request;
      if (hub.streamCount(accountId) >= MAX_STREAMS_PER_ACCOUNT) {
        throw new HttpError(429, LIVE_MESSAGES.tooManyStreams, { 'Retry-After': '30' });
      }
      const name = await findAccountName(db, accountId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx: pass each event on at once.
        'x-accel-buffering': 'no',
      });
      const stream: LiveStream = {
        connectionId: randomUUID(),
        accountId,
        name,
        documentId: request.params.id,
        espaceId: request.espace.espaceId,
        etape: request.query.etape ?? null,
        checkedAt: Date.now(),
        send: (event, data) => {
          if (raw.writableEnded) return;
          raw.write(event ? `event: ${event}\ndata: ${JSON.stringify(data)}\n\n` : ': ping\n\n');
        },
        end: () => raw.end(),
      };
      raw.write('retry: 2000\n\n');
      stream.send('hello', { connectionId: stream.connectionId, accountId });
      raw.on('close', () => hub.close(stream));
      hub.open(stream);
    },
  );

  app.post(
    '/api/duerp/:id/live/presence',
    {
      config: { access: onDocument('read') },
      schema: {
        tags,
        summary: "L'étape de l'éditeur où se trouve une fenêtre ouverte sur le document",
        params: DuerpIdParamsSchema,
        body: LivePresenceBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const stream = hub.find(request.params.id, request.body.connectionId);
      if (!stream || stream.accountId !== request.accountId) {
        throw notFound(LIVE_MESSAGES.streamNotFound);
      }
      hub.setStep(stream, request.body.etape);
      return { message: 'Étape enregistrée.' };
    },
  );
};
