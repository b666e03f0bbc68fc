import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

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
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * PGlite runs on this thread and its queries complete synchronously: transactions queued behind
 * its lock were handed one to the next in microtasks, without the event loop ever reading a
 * socket in between — under load some requests waited 10 s before being read at all. Each
 * transaction now lets the event loop turn once before it starts.
 */
function yieldBeforeEachTransaction(pglite: PGlite): void {
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction(async (tx) => {
      await new Promise((resolve) => setImmediate(resolve));
      return callback(tx);
    });
}

/** PostgreSQL through node-postgres when a URL is given, else PGlite under `dataDir/db` (or in memory). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) is
    // discarded by the pool and the next query opens a new one: it must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) {
      const dir = join(options.dataDir, 'db');
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir);
    } else {
      client = new PGlite();
    }
  }
  const pglite = client;
  yieldBeforeEachTransaction(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pglite.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
