import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/** How a person is shown to the others on a document: their e-mail (accounts have no name). */
export async function findAccountName(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.email ?? '';
}
