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
 * A fresh, migrated database for one test file: a PGlite loaded from the run's snapshot, or a
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
  snapshot ??= readFileSync(inject('pgliteSnapshotFile'));
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new BytesBlob(snapshot) });
  await client.waitReady;
  return openDatabase({ pglite: client });
}
