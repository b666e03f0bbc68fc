import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { join } from 'node:path';
import { CLIENT_VERSION_HEADER } from '@duerp/domain/api';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { Bandwidth } from './lib/bandwidth.js';
import type { Deps } from './lib/deps.js';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths.js';
import { BODY_LIMITS } from './lib/request-limits.js';
import { serializeRequest } from './lib/log-redaction.js';
import {
  createOutboxMailer,
  createSmtpMailer,
  type Mailer,
} from './modules/platform/mail/index.js';
import { answerClientError } from './plugins/client-error.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerWebApp } from './plugins/web-app.js';
import { API_MODULES } from './api-modules.js';
import { documentStore } from './modules/documents/document-store/index.js';
import { createLive, type Live } from './modules/documents/live/index.js';

z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** The byte rate shared by every download of the process (DOWNLOAD_BANDWIDTH_MB_PER_SECOND). */
    downloadBandwidth: Bandwidth;
    /** Every route registered, for the authorization matrix test. */
    routeTable: { method: string; url: string }[];
    /** The live streams of open documents and the bus between instances. */
    live: Live;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Pino options or false; tests pass a stream to read the logs. */
  logger?: boolean | Record<string, unknown>;
  serveWebApp?: boolean;
  /** Background jobs (renewals, retention, reminders); off in tests. */
  schedulers?: boolean;
}

/** The whole API as one Fastify instance; the caller owns the database handle. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      serializers: { req: serializeRequest },
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMITS.default,
    genReqId: () => crypto.randomUUID(),
    clientErrorHandler: answerClientError,
  });
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  // A response is checked against its route's schema, and what the schema does not declare is
  // dropped (no stray field leaks); the document routes have their own fast serializer.
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(join(env.DATA_DIR, 'outbox'), env.MAIL_FROM, app.log));
  app.decorate('deps', {
    env,
    db: database.db,
    dbKind: database.kind,
    mailer,
    snapshotParts: API_MODULES.flatMap((module) => module.snapshotParts ?? []),
  });
  app.decorate('downloadBandwidth', new Bandwidth(env.DOWNLOAD_BANDWIDTH_MB_PER_SECOND * 1e6));

  app.addHook('onRequest', async (request) => {
    const clientVersion = request.headers[CLIENT_VERSION_HEADER.toLowerCase()];
    if (clientVersion) request.log.debug({ clientVersion }, 'version du client');
  });
  // The server's own share of each call, for the browser's devtools and the load benchmark.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  app.decorate('live', createLive(app, database));
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(
    app,
    env.NODE_ENV === 'production' && (env.PUBLIC_URL?.startsWith('https:') ?? false),
  );
  await registerApiDocs(app);

  if (env.NODE_ENV !== 'production') documentStore.freezeCachedData();
  for (const module of API_MODULES) {
    for (const routes of module.routes ?? []) await app.register(routes);
    if (module.onClose) app.addHook('onClose', module.onClose);
  }
  if (env.NODE_ENV === 'production') {
    // A missing identity never fails the start: the pages show a neutral sentence meanwhile.
    app.addHook('onReady', async () => {
      for (const module of API_MODULES) {
        const warning = await module.startupWarning?.(app.deps);
        if (warning) app.log.warn(warning);
      }
    });
  }
  if (options.schedulers ?? env.NODE_ENV !== 'test') {
    const stops = API_MODULES.flatMap((module) => module.jobs ?? []).map((job) =>
      job(app.deps, app.log),
    );
    app.addHook('onClose', async () => {
      for (const stop of stops) stop();
    });
  }

  if (options.serveWebApp ?? env.NODE_ENV === 'production') {
    await registerWebApp(app, env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
  }
  return app;
}
