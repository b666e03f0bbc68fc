import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { allowedEmails, espaces } from '../../../db/schema/index.js';

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

/** The VIP flag and DUERP cap of an espace. */
export async function updateEspaceLimits(
  db: Executor,
  espaceId: string,
  values: { isVip?: boolean; maxNumberOfDuerps?: number | null },
) {
  await db.update(espaces).set(values).where(eq(espaces.id, espaceId));
}

/** The personal espace of an account (every account has one). */
export async function findPersonalEspaceId(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .select({ id: espaces.id })
    .from(espaces)
    .where(eq(espaces.personalAccountId, accountId))
    .limit(1);
  if (!row) throw new Error('Espace personnel introuvable');
  return row.id;
}
