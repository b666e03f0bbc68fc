import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { contactMessages } from '../../../db/schema/index.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Executor,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

export async function markContactMessageSent(db: Executor, id: string) {
  await db
    .update(contactMessages)
    .set({ sentAt: sql`now()`, attempts: sql`${contactMessages.attempts} + 1`, lastError: null })
    .where(eq(contactMessages.id, id));
}

export async function markContactMessageFailed(db: Executor, id: string, error: string) {
  await db
    .update(contactMessages)
    .set({ attempts: sql`${contactMessages.attempts} + 1`, lastError: error })
    .where(eq(contactMessages.id, id));
}

/** Messages whose mail to support has not gone out yet, oldest first. */
export async function listPendingContactMessages(db: Executor, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .where(isNull(contactMessages.sentAt))
    .orderBy(asc(contactMessages.createdAt))
    .limit(limit);
}

export async function findContactMessage(db: Executor, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}
