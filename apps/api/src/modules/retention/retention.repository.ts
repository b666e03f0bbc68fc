import { lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  activityLog,
  auditLog,
  captchaUses,
  contactMessages,
  duerpObservations,
  delegateTokens,
  documentChanges,
  passwordResetTokens,
  rateLimitCounters,
  refreshTokens,
} from '../../db/schema/index.js';

/** Deletes the rows whose `column` is before `before`; returns how many went. */
async function deleteBefore(db: Executor, table: PgTable, column: PgColumn, before: Date) {
  const rows = await db.delete(table).where(lt(column, before)).returning({ column });
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
  rateLimitCounters: (db: Executor, before: Date) =>
    deleteBefore(db, rateLimitCounters, rateLimitCounters.windowStart, before),
};
