import type { FastifyBaseLogger } from 'fastify';
import { RETENTION_HOURS, RETENTION_YEARS } from '@duerp/domain/retention';
import type { Deps } from '../../../lib/deps.js';
import { purges } from './retention.repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const yearsBefore = (now: Date, years: number) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
};

export type PurgeReport = Record<keyof typeof purges, number>;

/**
 * Deletes what the privacy policy (/confidentialite, « Combien de temps ») promises not to keep:
 * contact messages, workers' observations once processed, security logs, espaces' journals
 * d'activité and DUERPs' histories of changes past RETENTION_YEARS, sessions and single-use tokens once
 * expired. Captcha uses and rate-limit counters go once they can no
 * longer matter (a day past the challenge's expiry, a window past the counter's), the answers
 * kept for writes sent again (Idempotency-Key) past RETENTION_HOURS. Photos go once
 * out of every draft and held by no version. Invoices (10 years), DUERP versions and their photos
 * are not touched.
 */
export async function purgeExpiredData(deps: Deps, now = new Date()): Promise<PurgeReport> {
  const { db, env } = deps;
  return {
    contactMessages: await purges.contactMessages(
      db,
      yearsBefore(now, RETENTION_YEARS.contactMessages),
    ),
    processedObservations: await purges.processedObservations(
      db,
      yearsBefore(now, RETENTION_YEARS.processedObservations),
    ),
    auditLog: await purges.auditLog(db, yearsBefore(now, RETENTION_YEARS.securityLog)),
    activityLog: await purges.activityLog(db, yearsBefore(now, RETENTION_YEARS.activityLog)),
    documentHistory: await purges.documentHistory(
      db,
      yearsBefore(now, RETENTION_YEARS.documentHistory),
    ),
    refreshTokens: await purges.refreshTokens(db, now),
    passwordResetTokens: await purges.passwordResetTokens(db, now),
    delegateTokens: await purges.delegateTokens(db, now),
    captchaUses: await purges.captchaUses(
      db,
      new Date(now.getTime() - env.CAPTCHA_EXPIRES_SECONDS * 1000 - DAY_MS),
    ),
    unreferencedPhotos: await purges.unreferencedPhotos(db),
    rateLimitCounters: await purges.rateLimitCounters(
      db,
      new Date(now.getTime() - env.RATE_LIMIT_WINDOW_SECONDS * 1000),
    ),
    idempotentAnswers: await purges.idempotentAnswers(
      db,
      new Date(now.getTime() - RETENTION_HOURS.idempotentAnswers * HOUR_MS),
    ),
  };
}

/** Every instance purges every 6 hours (idempotent deletes: several instances may overlap). */
export function scheduleRetention(deps: Deps, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    purgeExpiredData(deps)
      .then((report) => log.info({ report }, 'données expirées supprimées'))
      .catch((err: unknown) => log.error({ err }, 'échec de la suppression des données expirées'));
  }, 6 * HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
