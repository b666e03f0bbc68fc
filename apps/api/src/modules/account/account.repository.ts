import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/** Serialises the changes of one account that check then write (document cap, purchases). */
export async function lockAccountRow(tx: Executor, accountId: string) {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}
