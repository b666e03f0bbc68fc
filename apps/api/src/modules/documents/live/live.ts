import type { FastifyInstance } from 'fastify';
import { LIVE_HEARTBEAT_MS } from '@duerp/domain/live';
import type { DatabaseHandle } from '../../../db/client.js';
import { createInProcessBus, createPostgresBus } from './live-bus.js';
import { LiveHub } from './live-hub.js';
import { registerLivePublishing } from './live-publish.js';

export interface Live {
  hub: LiveHub;
}

/**
 * The live parts of the app: on PostgreSQL the messages go through LISTEN/NOTIFY, so that a
 * stream on one instance hears a write on another; on PGlite (one process), in memory. Created
 * before the routes, whose answers the comments and access hooks watch.
 */
export function createLive(app: FastifyInstance, database: DatabaseHandle): Live {
  const bus =
    database.kind === 'postgres' && database.url
      ? createPostgresBus(database.url, app.log)
      : createInProcessBus();
  const hub = new LiveHub(database.db, bus);
  registerLivePublishing(app, bus, database.db);
  const heartbeat = setInterval(() => hub.heartbeat(), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.closeAll();
  });
  app.addHook('onClose', () => bus.close());
  return { hub };
}
