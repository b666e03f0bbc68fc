import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv, type Env } from './config/env.js';
import { openConfiguredDatabase } from './db/client.js';
import { DatabaseBusyError } from './db/lock.js';
import { startTimings, takeTimings } from './db/timings.js';
import { buildApp } from './app.js';
import { serveAdminChannel } from './modules/workspace/admin/index.js';
import { prewarmPdfPool } from './modules/publishing/pdf/index.js';

/** How long requests in flight get to finish once a stop signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How long a starting server waits for an `npm run admin` run that opened the database itself. */
const ADMIN_RUN_WAIT_MS = 60_000;

/** PGlite: refused (DatabaseBusyError, naming the PID) while another server holds DATA_DIR/db. */
async function openDatabase(env: Env) {
  const deadline = Date.now() + ADMIN_RUN_WAIT_MS;
  for (;;) {
    try {
      return await openConfiguredDatabase(env, 'server');
    } catch (error) {
      const adminRun = error instanceof DatabaseBusyError && error.holder?.owner === 'admin';
      if (!adminRun || Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}

async function main() {
  const env = parseEnv(process.env);
  // Started with an IPC channel (the benches' parent, never an HTTP client): it may ask, on that
  // channel only, where the requests' time went (event loop, connection waits, commits).
  if (process.send) {
    startTimings();
    process.on('message', (message: { kind?: string }) => {
      if (message.kind === 'timings') process.send?.({ kind: 'timings', timings: takeTimings() });
    });
  }
  const database = await openDatabase(env);
  await database.migrate();
  const app = await buildApp({ env, database });
  // The server owns the PGlite database: `npm run admin` reaches it through this channel.
  const stopAdminChannel =
    database.kind === 'pglite'
      ? await serveAdminChannel({ deps: app.deps, database }, env.DATA_DIR, app.log)
      : async () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours : fin des requêtes en cours');
    // A connection whose request never completes (a client gone mid-request) would otherwise hold
    // the exit until Node's 60 s header timeout: past the grace period, every socket is closed.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await stopAdminChannel();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  prewarmPdfPool().catch((error: unknown) =>
    app.log.warn({ err: error }, 'démarrage à l’avance des rendus PDF impossible'),
  );
  app.log.info(
    { database: database.kind, url: env.PUBLIC_URL, payment: env.PAYMENT_PROVIDER },
    `DUERP en ligne démarré sur le port ${env.PORT}`,
  );
  if (env.PAYMENT_PROVIDER === 'test')
    app.log.warn('Mode test — aucun paiement réel : PAYMENT_PROVIDER=stripe pour encaisser.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
