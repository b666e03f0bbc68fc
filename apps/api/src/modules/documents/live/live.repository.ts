import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';

/** `name` is the address (as before names existed), `displayName` the name the person chose. */
export interface PersonNames {
  name: string;
  displayName?: string;
}

/** How a person is shown to the others on a document: their address, and their name if set. */
export async function findAccountName(db: Executor, accountId: string): Promise<PersonNames> {
  const [row] = await db
    .select({ email: accounts.email, displayName: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return { name: row?.email ?? '', ...(row?.displayName ? { displayName: row.displayName } : {}) };
}
