import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { admin } from '../../../test/helpers/admin-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'duerp-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function databaseEnv(): Promise<Record<string, string>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { DATA_DIR: join(dir, 'data') };
  const name = `duerp_backup_${Date.now()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { DATA_DIR: join(dir, 'data'), DATABASE_URL: dbUrl.toString() };
}

describe('backup and restore with the admin CLI', () => {
  it('restores exactly what was backed up (PGlite directory, or pg_dump/pg_restore)', async () => {
    const env = await databaseEnv();
    await admin(env, 'allow-list', 'add', 'avant@exemple.fr');
    const file = join(dir, 'sauvegarde.bin');
    expect(await admin(env, 'backup', file)).toMatch(/^Sauvegarde (PGlite|PostgreSQL) écrite/);
    await admin(env, 'allow-list', 'add', 'apres@exemple.fr');
    expect((await admin(env, 'allow-list', 'list')).split('\n')).toEqual([
      'apres@exemple.fr',
      'avant@exemple.fr',
    ]);
    expect(await admin(env, 'restore', file)).toMatch(/restaurée/);
    expect(await admin(env, 'allow-list', 'list')).toBe('avant@exemple.fr');
  }, 120_000);
});
