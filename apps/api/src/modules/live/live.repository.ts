import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, duerpDocuments } from '../../db/schema/index.js';

/** The document's revision and espace now (null once it is gone). */
export async function findDocumentRevision(db: Executor, id: string) {
  const [row] = await db
    .select({ revision: duerpDocuments.revision })
    .from(duerpDocuments)
    .where(eq(duerpDocuments.id, id))
    .limit(1);
  return row?.revision ?? null;
}

/** How a person is shown to the others on a document: their e-mail (accounts have no name). */
export async function findAccountName(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.email ?? '';
}
