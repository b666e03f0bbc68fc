import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { allowedEmails } from '../../../db/schema/index.js';

export async function insertAllowedEmail(db: Executor, pattern: string) {
  await db.insert(allowedEmails).values({ pattern }).onConflictDoNothing();
}

/** Whether the pattern was on the list. */
export async function deleteAllowedEmail(db: Executor, pattern: string): Promise<boolean> {
  const removed = await db
    .delete(allowedEmails)
    .where(eq(allowedEmails.pattern, pattern))
    .returning();
  return removed.length > 0;
}

export async function listAllowedEmails(db: Executor): Promise<string[]> {
  const rows = await db.select().from(allowedEmails).orderBy(allowedEmails.pattern);
  return rows.map((r) => r.pattern);
}
