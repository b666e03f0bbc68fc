import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS } from '../../src/db/client.js';
import { API_ROOT } from '../../src/lib/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump every test file starts from. */
    pgliteSnapshotFile: string;
    /** PostgreSQL: a migrated template database every test file clones. */
    postgresTemplate: string;
    /** PGlite: a migrated database folder that a server process's fresh DATA_DIR starts from. */
    pgliteDataTemplate: string;
    /** The API built once for the run (server.js, admin.js, the workers): what tests spawn. */
    apiBuildDir: string;
  }
}

export const TEMPLATE_DB = 'duerp_test_template';

/**
 * Builds the API once for the processes and worker threads the tests start: through tsx, each
 * start would transpile the sources again (2–3 s of CPU).
 */
function buildApi(project: TestProject): () => void {
  const outdir = join(API_ROOT, 'dist', `test-run-${process.pid}`);
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: API_ROOT,
    env: { ...process.env, API_BUILD_OUTDIR: outdir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build of the API failed: ${built.stderr}`);
  project.provide('apiBuildDir', outdir);
  // Worker threads of the in-process apps read it (lib/workers/worker-thread.ts).
  process.env.API_BUILT_WORKERS_DIR = outdir;
  return () => rmSync(outdir, { recursive: true, force: true });
}

/** Migrates once per run; each test file then gets its own copy in milliseconds. */
export default async function setup(project: TestProject) {
  const removeBuild = buildApi(project);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const handle = openDatabase({ databaseUrl: templateUrl.toString() });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteSnapshotFile', '');
    project.provide('pgliteDataTemplate', '');
    return removeBuild;
  }
  const dir = mkdtempSync(join(tmpdir(), 'duerp-test-'));
  const client = new PGlite();
  const handle = openDatabase({ pglite: client });
  await handle.migrate();
  // Uncompressed (42 MB in the temporary folder): each file's load skips the gunzip, 0.3 s of CPU.
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  // The same database as a folder, for server and admin processes (a fresh one migrates: ~7 s).
  const dataTemplate = join(dir, 'db');
  const onDisk = new PGlite(dataTemplate, { ...PGLITE_OPTIONS, loadDataDir: dump });
  await onDisk.waitReady;
  await onDisk.close();
  project.provide('pgliteSnapshotFile', file);
  project.provide('pgliteDataTemplate', dataTemplate);
  project.provide('postgresTemplate', '');
  return () => {
    removeBuild();
    rmSync(dir, { recursive: true, force: true });
  };
}
