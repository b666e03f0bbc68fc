import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../../src/db/client.js';

/** The run's PGlite snapshot, read once by each worker (its files share their modules). */
let snapshot: Buffer | undefined;

/**
 * A Blob that hands PGlite a copy of bytes already in memory. Node 20's own Blob reads its bytes
 * back in 64 KiB chunks that it then concatenates: 0.5 to 0.8 s of CPU for the 42 MB snapshot, a
 * third of opening each test file's database. PGlite reads the dump only through arrayBuffer().
 */
class BytesBlob extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.dump).buffer);
  }
}

/**
 * A fresh, migrated database for one test file: a PGlite as the run's snapshot left it, or a
 * PostgreSQL database cloned from the run's template when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `duerp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = openDatabase({ databaseUrl: dbUrl.toString() });
    return {
      ...handle,
      url: dbUrl.toString(),
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const reused = idle.pop();
  if (reused) await emptyDatabase(reused.pglite);
  const { pglite, handle } = reused ?? (await openFromSnapshot());
  return {
    ...handle,
    // Kept for the worker's next file, unless a test closed it itself.
    close: async () => {
      if (!pglite.closed) idle.push({ pglite, handle });
    },
  };
}

interface PooledDatabase {
  pglite: PGlite;
  handle: DatabaseHandle;
}

/**
 * PGlite instances a worker's earlier files closed: loading one from the snapshot costs about a
 * second of CPU, emptying one a few milliseconds. A file that opens two databases at once gets
 * two instances.
 */
const idle: PooledDatabase[] = [];

async function openFromSnapshot(): Promise<PooledDatabase> {
  snapshot ??= readFileSync(inject('pgliteSnapshotFile'));
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new BytesBlob(snapshot) });
  await pglite.waitReady;
  return { pglite, handle: openDatabase({ pglite }) };
}

/**
 * Back to the migrated snapshot: every application table emptied, every sequence (invoice
 * numbers too) restarted. Only the migration journal holds rows after the migrations.
 */
async function emptyDatabase(pglite: PGlite): Promise<void> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname = 'public'`,
  );
  const { rows: sequences } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
     WHERE schemaname = 'public'`,
  );
  await pglite.exec(
    [
      `TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE;`,
      ...sequences.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART;`),
    ].join('\n'),
  );
}
