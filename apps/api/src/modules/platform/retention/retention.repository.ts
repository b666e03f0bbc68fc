import { and, exists, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import {
  activityLog,
  auditLog,
  captchaUses,
  contactMessages,
  duerpObservations,
  delegateTokens,
  documentChanges,
  duerpDocuments,
  idempotentAnswers,
  passwordResetTokens,
  photos,
  rateLimitCounters,
  refreshTokens,
  versionPhotos,
} from '../../../db/schema/index.js';

/** Deletes the rows whose `column` is before `before`; returns how many went. */
async function deleteBefore(db: Executor, table: PgTable, column: PgColumn, before: Date) {
  const rows = await db.delete(table).where(lt(column, before)).returning({ column });
  return rows.length;
}

/**
 * Photos out of every draft (deleted from theirs, or their document deleted) that no version
 * holds: a version's photos are kept as long as the version (issue 27).
 */
async function deleteUnreferencedPhotos(db: Executor): Promise<number> {
  const documentDeleted = exists(
    db
      .select({ one: sql`1` })
      .from(duerpDocuments)
      .where(
        and(
          sql`${duerpDocuments.id} = ${photos.duerpDocumentId}`,
          isNotNull(duerpDocuments.deletedAt),
        ),
      ),
  );
  const referenced = db
    .select({ one: sql`1` })
    .from(versionPhotos)
    .where(sql`${versionPhotos.photoId} = ${photos.id}`);
  const rows = await db
    .delete(photos)
    .where(and(or(isNotNull(photos.deletionTime), documentDeleted), notExists(referenced)))
    .returning({ id: photos.id });
  return rows.length;
}

/** Each purge deletes the rows older than its limit (by the column that dates them). */
export const purges = {
  contactMessages: (db: Executor, before: Date) =>
    deleteBefore(db, contactMessages, contactMessages.createdAt, before),
  processedObservations: (db: Executor, before: Date) =>
    deleteBefore(db, duerpObservations, duerpObservations.processedAt, before),
  auditLog: (db: Executor, before: Date) => deleteBefore(db, auditLog, auditLog.createdAt, before),
  activityLog: (db: Executor, before: Date) =>
    deleteBefore(db, activityLog, activityLog.createdAt, before),
  documentHistory: (db: Executor, before: Date) =>
    deleteBefore(db, documentChanges, documentChanges.createdAt, before),
  refreshTokens: (db: Executor, before: Date) =>
    deleteBefore(db, refreshTokens, refreshTokens.expiresAt, before),
  passwordResetTokens: (db: Executor, before: Date) =>
    deleteBefore(db, passwordResetTokens, passwordResetTokens.expiresAt, before),
  delegateTokens: (db: Executor, before: Date) =>
    deleteBefore(db, delegateTokens, delegateTokens.expiresAt, before),
  captchaUses: (db: Executor, before: Date) =>
    deleteBefore(db, captchaUses, captchaUses.usedAt, before),
  unreferencedPhotos: (db: Executor) => deleteUnreferencedPhotos(db),
  rateLimitCounters: (db: Executor, before: Date) =>
    deleteBefore(db, rateLimitCounters, rateLimitCounters.windowStart, before),
  idempotentAnswers: (db: Executor, before: Date) =>
    deleteBefore(db, idempotentAnswers, idempotentAnswers.createdAt, before),
};
