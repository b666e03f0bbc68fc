import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Settings for a server process: a fresh PGlite folder, or a fresh database on TEST_DATABASE_URL. */
export async function freshDatabaseEnv(label: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), `duerp-${label}-`));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { DATA_DIR: dataDir };
  const name = `duerp_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() };
}
