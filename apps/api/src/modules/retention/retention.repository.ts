import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  auditLog,
  captchaUses,
  contactMessages,
  delegateTokens,
  passwordResetTokens,
  rateLimitCounters,
  refreshTokens,
} from '../../db/schema/index.js';

const deleted = async (rows: Promise<unknown[]>) => (await rows).length;

/** Each purge deletes the rows older than its limit and returns how many went. */
export const purges = {
  contactMessages: (db: Executor, before: Date) =>
    deleted(
      db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, before))
        .returning({ id: contactMessages.id }),
    ),
  auditLog: (db: Executor, before: Date) =>
    deleted(
      db.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id }),
    ),
  refreshTokens: (db: Executor, before: Date) =>
    deleted(
      db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, before))
        .returning({ id: refreshTokens.id }),
    ),
  passwordResetTokens: (db: Executor, before: Date) =>
    deleted(
      db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, before))
        .returning({ id: passwordResetTokens.id }),
    ),
  delegateTokens: (db: Executor, before: Date) =>
    deleted(
      db
        .delete(delegateTokens)
        .where(lt(delegateTokens.expiresAt, before))
        .returning({ id: delegateTokens.id }),
    ),
  captchaUses: (db: Executor, before: Date) =>
    deleted(
      db
        .delete(captchaUses)
        .where(lt(captchaUses.usedAt, before))
        .returning({ id: captchaUses.challengeId }),
    ),
  rateLimitCounters: (db: Executor, before: Date) =>
    deleted(
      db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStart, before))
        .returning({ key: rateLimitCounters.key }),
    ),
};
