import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_MESSAGES, contract } from '@duerp/domain';
import { HttpError, notFound } from '../../errors.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import type { LiveHub, LiveStream } from './live-hub.js';
import { findAccountName } from './live.repository.js';
import { fromContract } from '../../lib/contract-route.js';

/** Open streams per account on one instance: a few tabs each, not a leak. */
export const MAX_STREAMS_PER_ACCOUNT = 20;

const tags = ['Direct'];

/** The live stream of a document (Server-Sent Events) and the step its viewer is on. */
export const liveRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  requireAccount(app);
  const { db } = app.deps;

  app.route({
    ...fromContract(contract.live.stream, {
      tags,
      summary:
        'Flux en direct du document (text/event-stream) : événements « change » et « presence »',
    }),
    config: { access: onDocument('read') },
    handler: async (request, reply) => {
      const { accountId } = request;
      if (hub.streamCount(accountId) >= MAX_STREAMS_PER_ACCOUNT) {
        throw new HttpError(429, LIVE_MESSAGES.tooManyStreams, { 'Retry-After': '30' });
      }
      const names = await findAccountName(db, accountId);
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
        names,
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
  });

  app.route({
    ...fromContract(contract.live.presence, {
      tags,
      summary: "L'étape de l'éditeur où se trouve une fenêtre ouverte sur le document",
    }),
    config: { access: onDocument('read') },
    handler: async (request) => {
      const stream = hub.find(request.params.id, request.body.connectionId);
      if (!stream || stream.accountId !== request.accountId) {
        throw notFound(LIVE_MESSAGES.streamNotFound);
      }
      hub.setStep(stream, request.body.etape);
      return { message: 'Étape enregistrée.' };
    },
  });
};
