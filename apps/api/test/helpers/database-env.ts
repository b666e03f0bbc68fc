import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Puts the run's migrated PGlite database in a server's DATA_DIR, where a server or the admin
 * CLI opens it (DATA_DIR/db): migrating a new one costs each process ~7 s of CPU.
 */
export function seedDataDir(dataDir: string): void {
  cpSync(inject('pgliteDataTemplate'), join(dataDir, 'db'), { recursive: true });
}

/**
 * Settings for a server process: a fresh PGlite folder, or a fresh database on TEST_DATABASE_URL;
 * both migrated already (copies of the run's template).
 */
export async function freshDatabaseEnv(label: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), `duerp-${label}-`));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    seedDataDir(dataDir);
    return { DATA_DIR: dataDir };
  }
  const name = `duerp_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await client.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() };
}
