import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { LiveChangeEvent, LiveCommentsEvent, LivePresent } from '@duerp/domain/live';

/** What travels between the instances of the API. */
export type LiveMessage =
  | ({ type: 'change' } & LiveChangeEvent)
  | ({ type: 'comments' } & LiveCommentsEvent)
  /** Someone's access may have changed (members, roles, a deleted document or account). */
  | { type: 'access'; espaceId?: string; accountId?: string }
  /** A session ended (signed out): its streams close; without `sessionId`, all of the account's. */
  | { type: 'session'; accountId: string; sessionId?: string }
  /** The people one instance has on a document; `ask` asks the others for theirs. */
  | { type: 'presence'; instanceId: string; documentId: string; people: LivePresent[]; ask?: true };

export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  subscribe(listener: (message: LiveMessage) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'duerp_live';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** One process (PGlite): the messages go round an EventEmitter. */
export function createInProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (message) => {
      // Delivered after the publisher's turn, as a NOTIFY would be.
      setImmediate(() => emitter.emit('message', message));
    },
    subscribe: (listener) => emitter.on('message', listener),
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several instances on one PostgreSQL: NOTIFY through the pool, LISTEN on one dedicated
 * connection, reopened after a drop (server restart, failover) — a message sent while it was
 * down is lost, and the viewers catch up as after any reconnection: they refetch the document.
 */
export function createPostgresBus(
  url: string,
  log: { warn: (obj: object, msg: string) => void },
): LiveBus {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  const listeners: ((message: LiveMessage) => void)[] = [];
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (closed || listener !== client) return;
      listener = null;
      retry = setTimeout(() => void connect(), 1_000);
    });
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      let message: LiveMessage;
      try {
        message = JSON.parse(notification.payload) as LiveMessage;
      } catch {
        return;
      }
      for (const l of listeners) l(message);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      if (closed) await client.end();
    } catch (error) {
      log.warn({ err: error }, 'direct : écoute PostgreSQL indisponible, nouvel essai');
      await client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1_000);
    }
  };
  const ready = connect();

  return {
    publish: async (message) => {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return;
      await ready;
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: (l) => listeners.push(l),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await ready;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
