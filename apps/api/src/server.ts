import { parseEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';

/** How long requests in flight get to finish once a stop signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = parseEnv(process.env);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours : fin des requêtes en cours');
    // A connection whose request never completes (a client gone mid-request) would otherwise hold
    // the exit until Node's 60 s header timeout: past the grace period, every socket is closed.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
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
