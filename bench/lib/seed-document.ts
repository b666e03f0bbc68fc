import type { DuerpData } from '@duerp/domain/duerp';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../apps/api/src/db/client.js';
import { espaces } from '../../apps/api/src/db/schema/index.js';
import { insertAccount } from '../../apps/api/src/modules/identity/auth/auth.repository.js';
import { documentStore } from '../../apps/api/src/modules/documents/document-store/index.js';

/**
 * An account written straight into the database, its personal espace VIP (the full PDF without a
 * payment), and one document holding `data`: the benches' seed before their server starts.
 */
export async function insertVipDocument(
  db: Executor,
  email: string,
  passwordHash: string,
  data: DuerpData,
): Promise<string> {
  const account = await insertAccount(db, email, passwordHash);
  const [espace] = await db
    .update(espaces)
    .set({ isVip: true })
    .where(eq(espaces.personalAccountId, account!.id))
    .returning({ id: espaces.id });
  const doc = await documentStore.insert(db, {
    espaceId: espace!.id,
    displayName: data.entreprise!.nom,
    data,
  });
  return doc.id;
}
