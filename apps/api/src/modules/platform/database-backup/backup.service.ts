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
import type { Env } from '../../../config/env.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { DatabaseBusyError, lockDatabase } from '../../../db/lock.js';

const run = promisify(execFile);

/**
 * Backups of the whole database. PGlite: a gzipped dump of its data directory, taken by the
 * process that has it open (the running server, reached through the admin channel, or the CLI).
 * PostgreSQL: pg_dump's custom format, restored with pg_restore.
 */
export async function backupDatabase(
  env: Env,
  database: DatabaseHandle,
  file: string,
): Promise<string> {
  if (env.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', `--file=${file}`, env.DATABASE_URL]);
    return `Sauvegarde PostgreSQL écrite dans ${file}`;
  }
  if (!database.dumpDataDir) throw new Error('Sauvegarde impossible : base PGlite attendue');
  // Written aside then renamed: a backup file is never left half-written.
  const partial = `${file}.partiel`;
  writeFileSync(partial, await database.dumpDataDir(), { mode: 0o600 });
  renameSync(partial, file);
  return `Sauvegarde PGlite écrite dans ${file}`;
}

/**
 * Replaces the database with a backup; the PGlite directory it replaces is kept aside. PGlite:
 * refused while another process (a running server) holds the database.
 */
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
  const lock = await lockDatabase(env.DATA_DIR, 'admin').catch((error: unknown) => {
    if (!(error instanceof DatabaseBusyError)) throw error;
    throw new Error(
      `Restauration refusée : ${error.message} Arrêtez le serveur, puis relancez la restauration.`,
    );
  });
  try {
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
  } finally {
    await lock.release();
  }
}
