import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { join } from 'node:path';
import { CLIENT_VERSION_HEADER } from '@duerp/domain';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { Bandwidth } from './lib/bandwidth.js';
import type { Deps } from './lib/deps.js';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths.js';
import { BODY_LIMITS } from './lib/request-limits.js';
import { serializeRequest } from './lib/log-redaction.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/index.js';
import { answerClientError } from './plugins/client-error.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerWebApp } from './plugins/web-app.js';
import { healthRoutes } from './modules/health/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import { authRoutes } from './modules/auth/index.js';
import { accountRoutes } from './modules/account/index.js';
import { espaceRoutes, publicInvitationRoutes } from './modules/members/index.js';
import { contactRoutes, publicContactRoutes } from './modules/contact/index.js';
import { duerpRoutes, riskRoutes, rpsRoutes, unitAssessmentRoutes } from './modules/duerp/index.js';
import { masterdataRoutes } from './modules/masterdata/index.js';
import { versionRoutes } from './modules/versions/index.js';
import { livingDocumentRoutes } from './modules/living-document/index.js';
import { historyRoutes } from './modules/history/index.js';
import { commentRoutes } from './modules/comments/index.js';
import { photoRoutes } from './modules/photos/index.js';
import { observationRoutes, publicObservationRoutes } from './modules/observations/index.js';
import {
  reminderPreferenceRoutes,
  scheduleReminders,
  unsubscribeRoutes,
} from './modules/reminders/index.js';
import { closeExportPool, exportRoutes } from './modules/office-exports/index.js';
import { closeImportPool, importRoutes } from './modules/imports/index.js';
import { closePdfPool } from './modules/pdf/index.js';
import { accessNoticeRoutes } from './modules/access-notice/index.js';
import {
  publicSharePhotoRoutes,
  publicShareRoutes,
  shareLinkRoutes,
} from './modules/sharing/index.js';
import { verifierRoutes } from './modules/document-verification/index.js';
import { archiveRoutes } from './modules/account-archive/index.js';
import { overviewRoutes } from './modules/overview/index.js';
import { complianceRoutes } from './modules/compliance/index.js';
import { billingRoutes } from './modules/billing-profiles/index.js';
import {
  paymentRoutes,
  scheduleRenewals,
  stripeWebhookRoutes,
  testProviderRoutes,
} from './modules/purchases/index.js';
import { operatorStartupWarning, publicInfoRoutes } from './modules/operator/index.js';
import { scheduleRetention } from './modules/retention/index.js';
import { documentStore } from './modules/document-store/index.js';
import { createLive, liveRoutes, type Live } from './modules/live/index.js';

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
  app.decorate('deps', { env, db: database.db, dbKind: database.kind, mailer });
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

  await app.register(healthRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(espaceRoutes);
  await app.register(publicInvitationRoutes);
  await app.register(publicContactRoutes);
  await app.register(contactRoutes);
  if (env.NODE_ENV !== 'production') documentStore.freezeCachedData();
  await app.register(duerpRoutes);
  await app.register(masterdataRoutes);
  await app.register(riskRoutes);
  await app.register(unitAssessmentRoutes);
  await app.register(rpsRoutes);
  await app.register(versionRoutes);
  await app.register(livingDocumentRoutes);
  await app.register(historyRoutes);
  await app.register(commentRoutes);
  await app.register(photoRoutes);
  await app.register(liveRoutes, { hub: app.live.hub });
  await app.register(reminderPreferenceRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(accessNoticeRoutes);
  await app.register(shareLinkRoutes);
  await app.register(publicShareRoutes);
  await app.register(publicSharePhotoRoutes);
  await app.register(observationRoutes);
  await app.register(publicObservationRoutes);
  await app.register(verifierRoutes);
  await app.register(archiveRoutes);
  await app.register(overviewRoutes);
  await app.register(complianceRoutes);
  await app.register(exportRoutes);
  app.addHook('onClose', closeExportPool);
  await app.register(importRoutes);
  app.addHook('onClose', closeImportPool);
  app.addHook('onClose', closePdfPool);
  await app.register(billingRoutes);
  await app.register(paymentRoutes);
  await app.register(testProviderRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(publicInfoRoutes);
  if (env.NODE_ENV === 'production') {
    // A missing identity never fails the start: the pages show a neutral sentence meanwhile.
    app.addHook('onReady', async () => {
      const warning = await operatorStartupWarning(app.deps);
      if (warning) app.log.warn(warning);
    });
  }
  if (options.schedulers ?? env.NODE_ENV !== 'test') {
    const stopRenewals = scheduleRenewals(app.deps, app.log);
    const stopRetention = scheduleRetention(app.deps, app.log);
    const stopReminders = scheduleReminders(app.deps, app.log);
    app.addHook('onClose', async () => {
      stopRenewals();
      stopRetention();
      stopReminders();
    });
  }

  if (options.serveWebApp ?? env.NODE_ENV === 'production') {
    await registerWebApp(app, env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
  }
  return app;
}
