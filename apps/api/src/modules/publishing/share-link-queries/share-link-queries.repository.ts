import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpDocuments, shareLinks } from '../../../db/schema/index.js';

/*
 * A share link read with its document in one statement, on each opening of a public link. Only
 * SELECTs (a `*-queries` module): links are written by sharing, documents by document-store.
 */

/** A link by its token's hash, with its document's owner, if the document still exists. */
export async function findShareLinkByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ link: shareLinks, espaceId: duerpDocuments.espaceId })
    .from(shareLinks)
    .innerJoin(duerpDocuments, eq(duerpDocuments.id, shareLinks.duerpDocumentId))
    .where(and(eq(shareLinks.tokenHash, tokenHash), isNull(duerpDocuments.deletedAt)))
    .limit(1);
  return row ?? null;
}
