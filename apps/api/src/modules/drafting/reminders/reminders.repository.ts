import { and, eq } from 'drizzle-orm';
import type { ReminderType } from '@duerp/domain/living-document';
import type { Executor } from '../../../db/client.js';
import { reminderPreferences, reminderSends } from '../../../db/schema/index.js';

/** The types an account switched off. */
export async function listDisabledTypes(db: Executor, accountId: string) {
  const rows = await db
    .select({ type: reminderPreferences.type })
    .from(reminderPreferences)
    .where(
      and(eq(reminderPreferences.accountId, accountId), eq(reminderPreferences.enabled, false)),
    );
  return new Set(rows.map((r) => r.type));
}

export async function setPreference(
  db: Executor,
  accountId: string,
  type: ReminderType,
  enabled: boolean,
) {
  const values = { enabled, updatedAt: new Date() };
  await db
    .insert(reminderPreferences)
    .values({ accountId, type, ...values })
    .onConflictDoUpdate({
      target: [reminderPreferences.accountId, reminderPreferences.type],
      set: values,
    });
}

export interface ReminderKey {
  accountId: string;
  duerpDocumentId: string;
  kind: string;
  periodKey: string;
}

/** Whether this reminder was already claimed (sent or being sent). */
export async function isClaimed(db: Executor, key: ReminderKey) {
  const rows = await db
    .select({ id: reminderSends.id })
    .from(reminderSends)
    .where(
      and(
        eq(reminderSends.duerpDocumentId, key.duerpDocumentId),
        eq(reminderSends.kind, key.kind),
        eq(reminderSends.periodKey, key.periodKey),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims a reminder: the insert succeeds for exactly one caller, whatever the number of API
 * instances; the others get null and must not send.
 */
export async function claimReminder(db: Executor, key: ReminderKey): Promise<string | null> {
  const [row] = await db
    .insert(reminderSends)
    .values(key)
    .onConflictDoNothing({
      target: [reminderSends.duerpDocumentId, reminderSends.kind, reminderSends.periodKey],
    })
    .returning({ id: reminderSends.id });
  return row?.id ?? null;
}

export async function markSent(db: Executor, id: string, at: Date) {
  await db.update(reminderSends).set({ sentAt: at }).where(eq(reminderSends.id, id));
}

/** Gives a claim back after a failed send, so that a later run tries again. */
export async function releaseClaim(db: Executor, id: string) {
  await db.delete(reminderSends).where(eq(reminderSends.id, id));
}
