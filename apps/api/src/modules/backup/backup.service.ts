import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Env } from '../../config/env.js';

const run = promisify(execFile);

/**
 * Backups of the whole database. PGlite: a gzipped dump of its data directory (the server must be
 * stopped: PGlite is single-process). PostgreSQL: pg_dump's custom format, restored with pg_restore.
 */
export async function backupDatabase(env: Env, file: string): Promise<string> {
  if (env.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', `--file=${file}`, env.DATABASE_URL]);
    return `Sauvegarde PostgreSQL écrite dans ${file}`;
  }
  const dir = join(env.DATA_DIR, 'db');
  if (!existsSync(dir)) throw new Error(`Aucune base PGlite dans ${dir}`);
  const client = new PGlite(dir);
  await client.waitReady;
  try {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return `Sauvegarde PGlite écrite dans ${file}`;
}

/** Replaces the database with a backup; the PGlite directory it replaces is kept aside. */
export async function restoreDatabase(env: Env, file: string): Promise<string> {
  if (!existsSync(file)) throw new Error(`Fichier introuvable : ${file}`);
  if (env.DATABASE_URL) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${env.DATABASE_URL}`,
      file,
    ]);
    return `Base PostgreSQL restaurée depuis ${file}`;
  }
  const dir = join(env.DATA_DIR, 'db');
  let keptAside = '';
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    keptAside = `${dir}.avant-restauration-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAside);
  }
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.waitReady;
  await client.close();
  return `Base PGlite restaurée depuis ${file}${keptAside ? ` (ancienne base conservée dans ${keptAside})` : ''}`;
}
