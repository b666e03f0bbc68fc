import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_MESSAGES } from '@duerp/domain/live';
import { contract } from '@duerp/contract';
import { HttpError, notFound } from '../../../errors.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import type { LiveStream } from './live-hub.js';
import { findAccountName, type PersonNames } from '../../identity/auth/index.js';
import { fromContract } from '../../../lib/contract-route.js';

/**
 * Open streams per account on one instance (each instance counts its own): a few tabs each, not a
 * leak.
 */
export const MAX_STREAMS_PER_ACCOUNT = 20;

const tags = ['Direct'];
/** setTimeout's longest delay (24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The live stream of a document (Server-Sent Events) and the step its viewer is on. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hub } = app.live;
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
      // Counted before the first await: of a burst of streams, only the first MAX get a place.
      if (!hub.reserve(accountId, MAX_STREAMS_PER_ACCOUNT)) {
        throw new HttpError(429, LIVE_MESSAGES.tooManyStreams, { 'Retry-After': '30' });
      }
      let names: PersonNames;
      try {
        names = await findAccountName(db, accountId);
      } catch (error) {
        hub.release(accountId);
        throw error;
      }
      reply.hijack();
      const raw = reply.raw;
      // The browser left while the name was read: its 'close' has passed already.
      if (request.raw.socket.destroyed) {
        hub.release(accountId);
        raw.destroy();
        return;
      }
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
        sessionId: request.session.id,
        etape: request.query.etape ?? null,
        checkedAt: Date.now(),
        send: (event, data) => {
          if (raw.writableEnded) return;
          raw.write(event ? `event: ${event}\ndata: ${JSON.stringify(data)}\n\n` : ': ping\n\n');
        },
        end: () => raw.end(),
      };
      // No stream outlives its access token: the browser reconnects with a fresh one.
      const expiry = setTimeout(
        () => hub.close(stream),
        Math.min(request.session.expiresAt - Date.now(), MAX_TIMER_MS),
      );
      expiry.unref();
      raw.write('retry: 2000\n\n');
      stream.send('hello', { connectionId: stream.connectionId, accountId });
      raw.on('close', () => {
        clearTimeout(expiry);
        hub.close(stream);
      });
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
