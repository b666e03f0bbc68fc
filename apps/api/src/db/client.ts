import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import * as schema from './schema/index.js';
import { lockDatabase, type DatabaseOwner } from './lock.js';
import { trackCommits } from './after-commit.js';
import type { Database, Executor } from './types.js';
import { countStatement, poolWaitStarted, timePoolWaits } from './timings.js';

export type { Database, Executor, Schema, Transaction } from './types.js';

/** Any number of instances may start at once: one migrates while the others wait for it. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(73100001)');
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock(73100001)').catch(() => undefined);
    client.release();
  }
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where a dedicated connection (LISTEN of the live module) connects. */
  url?: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: a gzipped tar of the data directory, consistent (taken between transactions). */
  dumpDataDir?: () => Promise<Buffer>;
}

/**
 * PGlite runs on this thread and its statements complete synchronously: statements queued behind
 * its lock were handed one to the next in microtasks, without the event loop ever reading a
 * socket in between — under load some requests waited 10 s before being read at all, and the
 * ~200 queries of 20 simultaneous downloads held `/api/health` unread for 600 ms. Each statement
 * and each transaction now lets the event loop turn once before it queues.
 */
function yieldBeforeEachStatement(pglite: PGlite): void {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) => {
    const granted = poolWaitStarted();
    return transaction(async (tx) => {
      granted();
      // BEGIN, and the COMMIT or ROLLBACK that PGlite sends itself.
      countStatement('BEGIN');
      countStatement('COMMIT');
      const txQuery = tx.query.bind(tx);
      tx.query = (...args: Parameters<typeof tx.query>) => (
        countStatement(args[0]),
        txQuery(...args)
      );
      await turn();
      return callback(tx);
    });
  };
  const query = pglite.query.bind(pglite);
  pglite.query = async (...args: Parameters<PGlite['query']>) => {
    await turn();
    countStatement(args[0]);
    return query(...args);
  };
  const exec = pglite.exec.bind(pglite);
  pglite.exec = async (...args: Parameters<PGlite['exec']>) => {
    await turn();
    return exec(...args);
  };
}

/**
 * PGlite's own bytea conversion goes through an array of one JavaScript value per byte (a 10 MB
 * photo: 10 million strings, seconds of the API's thread): Buffer's native hex does it instead.
 * Every PGlite the app queries is opened with these options.
 */
export const PGLITE_OPTIONS = {
  parsers: { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
  serializers: {
    [types.BYTEA]: (bytes: unknown) => {
      if (!(bytes instanceof Uint8Array)) throw new Error('bytea : Uint8Array attendu');
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
} satisfies PGliteOptions;

/** PostgreSQL through node-postgres when a URL is given, else the given PGlite (or one in memory). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pglite?: PGlite;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) is
    // discarded by the pool and the next query opens a new one: it must not crash the process.
    pool.on('error', () => undefined);
    timePoolWaits(pool);
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => (
        countStatement(args[0]),
        query(...args)
      );
    });
    const db = trackCommits(drizzlePg(pool, { schema }));
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  const pglite = options.pglite ?? new PGlite(PGLITE_OPTIONS);
  yieldBeforeEachStatement(pglite);
  const db = trackCommits(drizzlePglite(pglite, { schema }));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pglite.close(),
    // Inside a transaction of its own, no other one is open while the files are read (PGlite runs
    // one at a time); after CHECKPOINT, the copy needs no recovery when it is restored.
    dumpDataDir: () =>
      pglite.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      }),
  };
}

/**
 * The database the settings name: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR/db,
 * which one process at a time may open: its lock is taken first (DatabaseBusyError when held)
 * and released when the handle closes.
 */
export async function openConfiguredDatabase(
  env: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  owner: DatabaseOwner,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL });
  const lock = await lockDatabase(env.DATA_DIR, owner);
  try {
    const dir = join(env.DATA_DIR, 'db');
    mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir, PGLITE_OPTIONS);
    await pglite.waitReady;
    const handle = openDatabase({ pglite });
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
