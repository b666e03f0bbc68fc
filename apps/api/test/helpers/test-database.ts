import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../../src/db/client.js';

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
  const snapshot = readFileSync(inject('pgliteSnapshotFile'));
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([snapshot]) });
  await client.waitReady;
  return openDatabase({ pglite: client });
}
