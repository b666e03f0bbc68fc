import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { parseEnv, type Env } from '../config/env.js';
import { openConfiguredDatabase, type DatabaseHandle } from '../db/client.js';
import { DatabaseBusyError } from '../db/lock.js';
import {
  adminSocketPath,
  isAdminCommand,
  runAdminCommand,
  sendAdminCommand,
  USAGE,
} from '../modules/workspace/admin/index.js';
import { restoreDatabase } from '../modules/platform/database-backup/index.js';
import { createOutboxMailer, createSmtpMailer } from '../modules/platform/mail/index.js';

/** How long to wait for a starting server's channel, or for another CLI run to finish. */
const WAIT_FOR_OWNER_MS = 60_000;

/** This process owns the database: the command runs here. */
async function runHere(
  env: Env,
  database: DatabaseHandle,
  name: string,
  args: string[],
  cwd: string,
) {
  try {
    await database.migrate();
    const mailer = env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(join(env.DATA_DIR, 'outbox'), env.MAIL_FROM, pino({ level: 'warn' }));
    const deps = { env, db: database.db, dbKind: database.kind, mailer };
    return await runAdminCommand({ deps, database, cwd }, name, args);
  } finally {
    await database.close();
  }
}

/**
 * PostgreSQL: connects as the server does. PGlite: opens DATA_DIR/db when no process holds it,
 * else sends the command to the running server, which runs it on its own database.
 */
async function run(env: Env, name: string, args: string[], cwd: string): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_OWNER_MS;
  for (;;) {
    let busy: DatabaseBusyError;
    try {
      return await runHere(env, await openConfiguredDatabase(env, 'admin'), name, args, cwd);
    } catch (error) {
      if (!(error instanceof DatabaseBusyError)) throw error;
      busy = error;
    }
    const socket = adminSocketPath(env.DATA_DIR);
    if ('unavailable' in socket) throw new Error(`${busy.message}\n${socket.unavailable}`);
    const reply = await sendAdminCommand(socket.path, { command: name, args, cwd }).catch(
      (error: NodeJS.ErrnoException) => {
        // Nobody listens yet (a server still starting) or at all (another CLI run): wait a little.
        if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') return null;
        throw error;
      },
    );
    if (reply) {
      if (reply.ok) return reply.output;
      throw new Error(reply.message);
    }
    if (Date.now() > deadline) {
      throw new Error(`${busy.message}\nCe processus ne répond pas sur ${socket.path}.`);
    }
    await sleep(250);
  }
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (!name || (name !== 'restore' && !isAdminCommand(name))) {
    console.log(USAGE);
    process.exit(name ? 1 : 0);
  }
  const env = parseEnv(process.env);
  // File names are read from where the operator ran npm, as DATA_DIR is.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if (name === 'restore') {
    if (!args[0]) throw new Error(USAGE);
    console.log(await restoreDatabase(env, resolve(cwd, args[0])));
    return;
  }
  console.log(await run(env, name, args, cwd));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
